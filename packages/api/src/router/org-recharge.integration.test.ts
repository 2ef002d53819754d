import {
  createStripeClient,
  grantOrgCredits,
  maybeOrgAutoRecharge,
  rechargeAfterCharge,
  type CoreDeps,
} from "@parlo/core";
import { newEntityId, Prisma } from "@parlo/db";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import {
  asPortalClient,
  connectTestAgency,
  createTestAgency,
  createTestDeps,
  mailboxMessagesTo,
  refusal,
  startConnectStandIn,
  submitHostedForm,
  type StripeStandIn,
} from "@parlo/testing";
import { applicationFeeMinor, creditsForAmountMinor, ORG_BILLING_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { handleConnectWebhookRequest } from "../rest/stripe-webhook-request";
import { createCaller } from "../root";

const base = createTestDeps();
const eu = base.db.for("eu");
let standIn: StripeStandIn;
let stripe: ReturnType<typeof createStripeClient>;
let deps: CoreDeps;
/** stops the stand-in and the Connect webhook route it delivers to */
let closeStandIn: () => Promise<void>;

const CARD_OK = "4242424242424242";
const CARD_NEEDS_AUTHENTICATION = "4000002760003184";
const CARD_DECLINED_ON_CHARGE = "4000000000000341";
/** A US agency at the default extra (0.003): 0.004 USD per credit. */
const US_PRICING = { microUsdPerCredit: 4000, exchangeRate: 1 };

beforeAll(async () => {
  let billing: CoreDeps["billing"];
  ({
    standIn,
    stripe,
    billing,
    close: closeStandIn,
  } = await startConnectStandIn((request) => handleConnectWebhookRequest({ request, deps }), createStripeClient));
  deps = { ...base, billing };
});

afterAll(async () => {
  await closeStandIn();
  await base.db.disconnect();
});

/**
 * A connected agency with an org that allows billing (its balance and auto-recharge settings as
 * given), an org admin and a plain member (both with the Billing page), and, with `card`, the
 * org's customer on the agency's account with that card as its default.
 */
async function billedOrg(options: { card?: string; balance?: number; autocharge?: Prisma.InputJsonObject } = {}) {
  const { agency, workspace } = await createTestAgency(eu, { name: "Recharge Agency" });
  const { accountId } = await connectTestAgency({ db: eu, stripe, agencyId: agency.id });
  const onAccount = { stripeAccount: accountId };
  let stripeCustomerId: string | null = null;
  if (options.card) {
    const customer = await stripe.customers.create({ name: "Org customer" }, onAccount);
    const method = await stripe.paymentMethods.create(
      { type: "card", card: { number: options.card, exp_month: 12, exp_year: 2034, cvc: "123" } },
      onAccount,
    );
    await stripe.paymentMethods.attach(method.id, { customer: customer.id }, onAccount);
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } }, onAccount);
    stripeCustomerId = customer.id;
  }
  const org = await eu.org.create({
    data: {
      id: newEntityId(),
      ownerID: workspace.id,
      agencyId: agency.id,
      name: "Acme Dental",
      allowBilling: true,
      loadTokens: new Prisma.Decimal(options.balance ?? 1000),
      autocharge: options.autocharge ?? {},
      stripeCustomerId,
    },
  });
  const client = async (isOrgAdmin: boolean, canAccess = ["home", "billing"]) =>
    eu.client.create({
      data: {
        id: newEntityId(),
        orgId: org.id,
        ownerID: workspace.id,
        name: isOrgAdmin ? "Olive Admin" : "Max Member",
        email: `${isOrgAdmin ? "admin" : "member"}-${newEntityId().toLowerCase()}@example.test`,
        dashboardPasswordHash: "",
        canAccess,
        isOrgAdmin,
      },
    });
  const admin = await client(true);
  const member = await client(false);
  const portal = { agencyId: agency.id, region: "eu" as const, workspaceId: workspace.id };
  const apiAs = (who: { id: string }, readOnly = false) =>
    createCaller({
      ...deps,
      actor: asPortalClient(
        { clientId: who.id, orgId: org.id, agencyId: agency.id, workspaceId: workspace.id },
        { readOnly },
      ),
      clientIp: null,
      portal,
    });
  return { agency, workspace, org, admin, member, accountId, onAccount, portal, apiAs, client };
}

const balanceOf = async (orgId: string) =>
  Number((await eu.org.findUniqueOrThrow({ where: { id: orgId }, select: { loadTokens: true } })).loadTokens);

const ledgerOf = (orgId: string) =>
  eu.creditLedgerEntry.findMany({ where: { orgId, direction: "increase" }, orderBy: { ts: "asc" } });

const ON = { automaticBilling: true, threshold: 500, amount: 10 };

const holdOf = (orgId: string) =>
  eu.org.findUniqueOrThrow({ where: { id: orgId }, select: { autochargeHeldUntil: true, autochargeIssue: true } });
const HOUR = 60 * 60_000;
/** A recharge attempt as if made `ms` from now. */
const attemptAt = (orgId: string, ms: number) =>
  maybeOrgAutoRecharge({ deps: { ...deps, now: () => new Date(Date.now() + ms) }, region: "eu", orgId });

describe("an org's automatic recharge", () => {
  it("charges once for 20 concurrent triggers, on the agency's account with the 5% fee, and grants once", async () => {
    const { org, agency, accountId } = await billedOrg({ card: CARD_OK, balance: 120, autocharge: ON });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })),
    );
    expect(outcomes.filter((outcome) => outcome === "charged")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "not-needed")).toHaveLength(19);

    const intents = standIn.paymentIntents(accountId);
    expect(intents).toHaveLength(1);
    const credits = creditsForAmountMinor({ amountMinor: 1000, ...US_PRICING });
    expect(credits).toBe(2500);
    expect(intents[0]).toMatchObject({
      status: "succeeded",
      amount: 1000,
      currency: "usd",
      application_fee_amount: applicationFeeMinor(1000),
      customer: org.stripeCustomerId,
      metadata: { orgId: org.id, region: "eu", agencyId: agency.id, credits: "2500", kind: "org_auto_recharge" },
    });
    expect(applicationFeeMinor(1000)).toBe(50);
    // the platform collected its fee
    const fees = await stripe.applicationFees.list({ charge: String(intents[0]?.latest_charge) });
    expect(fees.data.map((fee) => fee.amount)).toEqual([50]);

    expect(await balanceOf(org.id)).toBe(120 + 2500);
    const entries = await ledgerOf(org.id);
    expect(entries.map((entry) => [entry.reference, Number(entry.amount), entry.consumedFromOrg])).toEqual([
      [`connect_pi:${intents[0]?.id}`, 2500, true],
    ]);
    // the purchases' payment_intent.succeeded handler grants under the same reference: nothing more
    expect(
      await grantOrgCredits({
        db: deps.db,
        region: "eu",
        orgId: org.id,
        credits: 2500,
        reference: `connect_pi:${intents[0]?.id}`,
        featureKey: "credit_purchase",
        logMessage: "webhook",
      }),
    ).toBe(false);
    // the hold is released, and the balance is over the threshold now
    expect(await holdOf(org.id)).toEqual({ autochargeHeldUntil: null, autochargeIssue: null });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("not-needed");
    expect(standIn.paymentIntents(accountId)).toHaveLength(1);
  });

  it("does nothing over the threshold, when off, or without billing", async () => {
    const over = await billedOrg({ card: CARD_OK, balance: 600, autocharge: ON });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: over.org.id })).toBe("not-needed");
    const off = await billedOrg({ card: CARD_OK, balance: 10, autocharge: { ...ON, automaticBilling: false } });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: off.org.id })).toBe("not-needed");
    const closed = await billedOrg({ card: CARD_OK, balance: 10, autocharge: ON });
    await eu.org.update({ where: { id: closed.org.id }, data: { allowBilling: false } });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: closed.org.id })).toBe("not-needed");
    for (const { accountId } of [over, off, closed]) expect(standIn.paymentIntents(accountId)).toHaveLength(0);
  });

  it("e-mails the org admins a Checkout link when the bank asks for authentication; paying it grants once", async () => {
    const { org, admin, member, accountId, onAccount, workspace, apiAs } = await billedOrg({
      card: CARD_NEEDS_AUTHENTICATION,
      balance: 50,
      autocharge: ON,
    });
    const since = new Date();
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("confirmation-sent");
    // nothing granted yet; the off-session attempt failed with authentication_required
    expect(await balanceOf(org.id)).toBe(50);
    const [declined] = standIn.paymentIntents(accountId);
    expect(declined?.last_payment_error?.code).toBe("authentication_required");

    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: admin.email, since });
    expect(mail.subject).toBe("Please confirm your automatic credit recharge");
    expect(mail.text).toContain("$10.00");
    expect(mail.text).toContain("2,500 credits");
    const url = /Pay: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(url).toContain("/c/pay/");
    // the org's admins only; the plain member is not asked
    expect(await mailboxMessagesTo(member.email)).toHaveLength(0);
    // the record in the agency's workspace log
    const log = await eu.workspaceLog.findMany({ where: { workspaceId: workspace.id } });
    expect(log.map((entry) => entry.content)).toEqual([
      "Automatic recharge of Acme Dental needs the card holder's confirmation: a payment link was e-mailed to 1 client(s).",
    ]);

    // while the link waits (the org is held for the link's 24 hours) another drop neither charges nor e-mails again
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("not-needed");
    expect(await attemptAt(org.id, 23 * HOUR)).toBe("not-needed");
    expect(await mailboxMessagesTo(admin.email)).toHaveLength(1);
    expect(standIn.paymentIntents(accountId)).toHaveLength(1);
    // the Auto-Recharge card says why, with the same link
    expect((await apiAs(member).orgRecharge.settings()).issue).toEqual({ kind: "needs_confirmation", payUrl: url });

    const sessions = await stripe.checkout.sessions.list({ limit: 10 }, onAccount);
    expect(sessions.data).toHaveLength(1);
    expect(sessions.data[0]).toMatchObject({
      mode: "payment",
      amount_total: 1000,
      customer: org.stripeCustomerId,
      metadata: { orgId: org.id, kind: "org_auto_recharge", credits: "2500" },
    });

    const paid = await submitHostedForm(url, {
      email: admin.email,
      cardNumber: CARD_OK,
      cardExpiry: "12 / 34",
      cardCvc: "123",
      billingName: "Olive Admin",
    });
    expect(paid.status).toBe(303);
    await standIn.waitForDeliveries();
    expect(await balanceOf(org.id)).toBe(50 + 2500);

    const session = await stripe.checkout.sessions.retrieve(sessions.data[0]?.id ?? "", {}, onAccount);
    const intentId = String(session.payment_intent);
    const intent = await stripe.paymentIntents.retrieve(intentId, {}, onAccount);
    expect(intent).toMatchObject({ amount: 1000, application_fee_amount: 50, status: "succeeded" });
    // the completion event again, five at once: still one grant
    const events = await stripe.events.list({ type: "checkout.session.completed" }, onAccount);
    expect(events.data).toHaveLength(1);
    await standIn.deliverConcurrently(events.data[0]?.id ?? "", 5);
    await standIn.waitForDeliveries();
    expect(await balanceOf(org.id)).toBe(50 + 2500);
    expect((await ledgerOf(org.id)).map((entry) => entry.reference)).toEqual([`connect_pi:${intentId}`]);
    expect(await holdOf(org.id)).toEqual({ autochargeHeldUntil: null, autochargeIssue: null });
    expect((await apiAs(member).orgRecharge.settings()).issue).toBeNull();
  });

  it("asks every client of the org when it has no admin", async () => {
    const { org, admin, member, client } = await billedOrg({
      card: CARD_NEEDS_AUTHENTICATION,
      balance: 50,
      autocharge: ON,
    });
    await eu.client.update({ where: { id: admin.id }, data: { isOrgAdmin: false } });
    const other = await client(false, ["home"]);
    const since = new Date();
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("confirmation-sent");
    for (const who of [admin, member, other]) {
      const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: who.email, since });
      expect(mail.text).toContain("/c/pay/");
    }
  });

  it("logs a declined card and shows it; retries after a day, or at once when another card is saved", async () => {
    const { org, workspace, accountId, admin, apiAs } = await billedOrg({
      card: CARD_DECLINED_ON_CHARGE,
      balance: 50,
      autocharge: ON,
    });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("failed");
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("not-needed");
    expect(standIn.paymentIntents(accountId)).toHaveLength(1);
    expect(await balanceOf(org.id)).toBe(50);
    const log = await eu.workspaceLog.findMany({ where: { workspaceId: workspace.id } });
    expect(log.map((entry) => entry.content)).toEqual([
      "Automatic recharge of Acme Dental failed: Your card was declined.",
    ]);
    const api = apiAs(admin);
    expect((await api.orgRecharge.settings()).issue).toEqual({ kind: "declined", reason: "Your card was declined." });
    // the same card is not charged again the same day
    expect(await attemptAt(org.id, 16 * 60_000)).toBe("not-needed");
    expect(await attemptAt(org.id, 25 * HOUR)).toBe("failed");
    expect(standIn.paymentIntents(accountId)).toHaveLength(2);

    // another card ends the hold: the next drop charges it, and the issue is gone
    const method = await stripe.paymentMethods.create(
      { type: "card", card: { number: CARD_OK, exp_month: 12, exp_year: 2034, cvc: "123" } },
      { stripeAccount: accountId },
    );
    await api.orgBilling.savePaymentMethod({ paymentMethodId: method.id });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("charged");
    expect(await balanceOf(org.id)).toBe(50 + 2500);
    expect((await api.orgRecharge.settings()).issue).toBeNull();
    expect(await holdOf(org.id)).toEqual({ autochargeHeldUntil: null, autochargeIssue: null });
  });

  it("keeps a waiting payment link's hold when another card is saved (paying both would recharge twice)", async () => {
    const { org, admin, accountId, apiAs } = await billedOrg({
      card: CARD_NEEDS_AUTHENTICATION,
      balance: 50,
      autocharge: ON,
    });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("confirmation-sent");
    const method = await stripe.paymentMethods.create(
      { type: "card", card: { number: CARD_OK, exp_month: 12, exp_year: 2034, cvc: "123" } },
      { stripeAccount: accountId },
    );
    await apiAs(admin).orgBilling.savePaymentMethod({ paymentMethodId: method.id });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("not-needed");
    expect((await holdOf(org.id)).autochargeIssue).toBe("needs_confirmation");
    // the link's Checkout Session lives 24 hours: after it the new card is charged
    expect(await attemptAt(org.id, 25 * HOUR)).toBe("charged");
    expect(await holdOf(org.id)).toEqual({ autochargeHeldUntil: null, autochargeIssue: null });
  });

  it("starts from the runtime's charge report for org charges under 5,000 credits only", async () => {
    const { org, accountId, workspace } = await billedOrg({ card: CARD_OK, balance: 80, autocharge: ON });
    const onCharged = rechargeAfterCharge(deps, "eu");
    // over 5,000 no org can be under its threshold: no check starts
    expect(onCharged({ workspaceId: workspace.id, orgId: org.id, balanceAfter: new Prisma.Decimal(6000) })).toBeNull();
    expect(standIn.paymentIntents(accountId)).toHaveLength(0);
    await onCharged({ workspaceId: workspace.id, orgId: org.id, balanceAfter: new Prisma.Decimal(80) });
    expect(await balanceOf(org.id)).toBe(80 + 2500);
    expect(standIn.paymentIntents(accountId)).toHaveLength(1);
  });
});

describe("orgRecharge settings", () => {
  it("reads the defaults, refuses turning it on without a card, and saves", async () => {
    const { org, admin, apiAs } = await billedOrg();
    const api = apiAs(admin);
    expect(await api.orgRecharge.settings()).toEqual({
      available: true,
      settings: { automaticBilling: false, threshold: 500, amount: 5 },
      hasPaymentMethod: false,
      currency: "usd",
      creditsPerRecharge: 1250,
      issue: null,
    });
    expect(await refusal(api.orgRecharge.save({ automaticBilling: true, threshold: 500, amount: 5 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: ORG_BILLING_MESSAGES.addPaymentMethodForRecharge,
    });
    // off, it is saved without a card
    expect(await api.orgRecharge.save({ automaticBilling: false, threshold: 1200, amount: 20 })).toEqual({
      settings: { automaticBilling: false, threshold: 1200, amount: 20 },
      message: ORG_BILLING_MESSAGES.rechargeSaved,
    });
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).autocharge).toEqual({
      automaticBilling: false,
      threshold: 1200,
      amount: 20,
    });
    // the card's ranges and steps
    for (const bad of [
      { automaticBilling: false, threshold: 150, amount: 5 },
      { automaticBilling: false, threshold: 5100, amount: 5 },
      { automaticBilling: false, threshold: 500, amount: 7 },
      { automaticBilling: false, threshold: 500, amount: 105 },
    ]) {
      expect((await refusal(api.orgRecharge.save(bad))).code).toBe("BAD_REQUEST");
    }
  });

  it("turns it on with a saved card, keeping other keys of the stored JSON", async () => {
    const { org, member, apiAs } = await billedOrg({ card: CARD_OK, autocharge: { note: "kept" } });
    const api = apiAs(member);
    expect(await api.orgRecharge.settings()).toMatchObject({ available: true, hasPaymentMethod: true });
    await api.orgRecharge.save({ automaticBilling: true, threshold: 3000, amount: 50 });
    expect(await api.orgRecharge.settings()).toMatchObject({
      settings: { automaticBilling: true, threshold: 3000, amount: 50 },
      creditsPerRecharge: 12_500,
    });
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).autocharge).toEqual({
      note: "kept",
      automaticBilling: true,
      threshold: 3000,
      amount: 50,
    });
  });

  it("follows the agency's Auto Billing: with auto-recharge not offered, nothing is shown, saved or charged", async () => {
    const { agency, org, member, apiAs, accountId } = await billedOrg({ card: CARD_OK, balance: 10, autocharge: ON });
    await eu.agency.update({
      where: { id: agency.id },
      data: {
        settings: {
          clientBilling: { newOrgsAllowBilling: false, allowCreditPurchases: true, allowAutoRecharge: false },
        },
      },
    });
    const api = apiAs(member);
    expect(await api.orgRecharge.settings()).toMatchObject({ available: false });
    const refused = await refusal(api.orgRecharge.save(ON));
    expect(refused).toMatchObject({ code: "FORBIDDEN", message: ORG_BILLING_MESSAGES.autoRechargeNotOffered });
    expect(await maybeOrgAutoRecharge({ deps, region: "eu", orgId: org.id })).toBe("not-needed");
    expect(standIn.paymentIntents(accountId)).toHaveLength(0);
  });

  it("is not open to another agency's client, a client without Billing, or a read-only view", async () => {
    const own = await billedOrg({ card: CARD_OK, autocharge: ON });
    const other = await billedOrg({ card: CARD_OK });
    // another agency's client, on this agency's portal host
    const stranger = createCaller({
      ...deps,
      actor: asPortalClient({
        clientId: other.admin.id,
        orgId: other.org.id,
        agencyId: other.agency.id,
        workspaceId: other.workspace.id,
      }),
      clientIp: null,
      portal: own.portal,
    });
    expect((await refusal(stranger.orgRecharge.settings())).code).toBe("UNAUTHORIZED");
    expect((await refusal(stranger.orgRecharge.save({ ...ON, automaticBilling: false }))).code).toBe("UNAUTHORIZED");
    // the client called from the dashboard (no portal host)
    const fromDashboard = createCaller({
      ...deps,
      actor: asPortalClient({
        clientId: own.admin.id,
        orgId: own.org.id,
        agencyId: own.agency.id,
        workspaceId: own.workspace.id,
      }),
      clientIp: null,
    });
    expect((await refusal(fromDashboard.orgRecharge.settings())).code).toBe("NOT_FOUND");
    // a client of the org without the Billing page: nothing of the org, and no save
    const noBilling = await own.client(true, ["home"]);
    expect(await own.apiAs(noBilling).orgRecharge.settings()).toMatchObject({
      available: false,
      settings: { automaticBilling: false, threshold: 500, amount: 5 },
      hasPaymentMethod: false,
    });
    expect(await refusal(own.apiAs(noBilling).orgRecharge.save({ ...ON, automaticBilling: false }))).toMatchObject({
      code: "FORBIDDEN",
      message: ORG_BILLING_MESSAGES.billingUnavailable,
    });
    // a read-only view (View as client) reads but cannot save
    expect((await own.apiAs(own.admin, true).orgRecharge.settings()).settings).toEqual(ON);
    expect((await refusal(own.apiAs(own.admin, true).orgRecharge.save(ON))).code).toBe("FORBIDDEN");
    // nothing changed
    expect((await eu.org.findUniqueOrThrow({ where: { id: own.org.id } })).autocharge).toEqual(ON);
  });
});
