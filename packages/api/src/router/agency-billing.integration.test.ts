import { createStripeClient, type CoreDeps } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import {
  asUser,
  callerFor,
  createTestDeps,
  refusal,
  startConnectStandIn,
  submitHostedForm,
  type StripeStandIn,
} from "@parlo/testing";
import {
  AGENCY_BILLING_MESSAGES,
  AGENCY_MESSAGES,
  CLIENT_MESSAGES,
  defaultAgencyClientSettings,
  defaultAgencyForm,
  type TAgencyPlanDraft,
} from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleConnectWebhookRequest } from "../rest/stripe-webhook-request";
import { createCaller } from "../root";

const base = createTestDeps();
const eu = base.db.for("eu");
let standIn: StripeStandIn;
let stripe: ReturnType<typeof createStripeClient>;
let deps: CoreDeps;
/** stops the stand-in and the Connect webhook route it delivers to */
let closeStandIn: () => Promise<void>;

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

/** A workspace owner with a saved agency. */
async function agencyOwner() {
  const { user, workspace } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const scope = { region: "eu" as const, workspaceId: workspace.id };
  await api.agency.save({ ...scope, agency: { ...defaultAgencyForm(), name: "Northwind Agency" } });
  return { api, scope, workspaceId: workspace.id };
}

type Owner = Awaited<ReturnType<typeof agencyOwner>>;

/** Steps 1 and 2: the account, then the hosted onboarding page's button (the stand-in sends account.updated). */
async function connect(owner: Owner, country: "US" | "GB" | "DE" = "US", outcome = "complete") {
  const created = await owner.api.agencyBilling.createAccount({
    ...owner.scope,
    country,
    email: "pay@northwind.example",
  });
  const { redirectUrl } = await owner.api.agencyBilling.accountLink(owner.scope);
  const page = await submitHostedForm(redirectUrl, { outcome });
  expect(page.status).toBe(303);
  await standIn.waitForDeliveries();
  return created.accountId ?? "";
}

const draft = (over: Partial<TAgencyPlanDraft> = {}): TAgencyPlanDraft => ({
  name: "Basic Plan",
  credits: 5000,
  features: ["Custom Channels"],
  isPopular: false,
  productId: null,
  priceId: null,
  ...over,
});

describe("SAAS Mode card payments", () => {
  it("says Workspace not found before the agency exists", async () => {
    const { user, workspace } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const refused = await refusal(api.agencyBilling.state({ region: "eu", workspaceId: workspace.id }));
    expect(refused).toMatchObject({ code: "NOT_FOUND", message: AGENCY_BILLING_MESSAGES.workspaceNotFound });
  });

  it("starts with the default plans priced at 0.004 USD a credit and nothing connected", async () => {
    const owner = await agencyOwner();
    const state = await owner.api.agencyBilling.state(owner.scope);
    expect(state).toMatchObject({
      configured: true,
      accountId: null,
      isConnected: false,
      payoutsEnabled: false,
      usdPerCreditExtra: "0.003",
      microUsdPerCredit: 4000,
      billingSaved: false,
      plansSaved: false,
    });
    expect(state.plans.map((plan) => [plan.name, plan.credits, plan.price, plan.currency, plan.isPopular])).toEqual([
      ["Basic Plan", 5000, 2000, "usd", false],
      ["Premium Plan", 15_000, 6000, "usd", true],
    ]);
    expect(state.plans[1]?.features).toEqual([
      "Custom Channels",
      "Real-Time Analytics",
      "Voice Channels",
      "Priority Support",
    ]);
  });

  it("keeps the steps in order", async () => {
    const owner = await agencyOwner();
    const early = await refusal(
      owner.api.agencyBilling.saveBillingSettings({ ...owner.scope, usdPerCreditExtra: "0.003", allowPlans: true }),
    );
    expect(early.message).toBe(AGENCY_BILLING_MESSAGES.noAccount);
    expect((await refusal(owner.api.agencyBilling.accountLink(owner.scope))).message).toBe(
      AGENCY_BILLING_MESSAGES.noAccount,
    );
    const accountId = await connect(owner);
    // connected, but billing settings not saved yet
    const plans = await refusal(
      owner.api.agencyBilling.upsertAgencyPlans({ ...owner.scope, agencyAccountId: accountId, plans: [draft()] }),
    );
    expect(plans.message).toBe(AGENCY_BILLING_MESSAGES.stepOrder);
  });

  it("connects through Stripe's onboarding, once, and follows the account's payouts", async () => {
    const owner = await agencyOwner();
    const accountId = await connect(owner);
    expect(accountId).toMatch(/^acct_/);
    const state = await owner.api.agencyBilling.state(owner.scope);
    expect(state).toMatchObject({ accountId, isConnected: true, payoutsEnabled: true, email: "pay@northwind.example" });
    // a second create answers the same account
    const again = await owner.api.agencyBilling.createAccount({
      ...owner.scope,
      country: "GB",
      email: "x@northwind.example",
    });
    expect(again.accountId).toBe(accountId);
    expect(again.currency).toBe("usd");
    // once connected, the link manages the account
    const manage = await owner.api.agencyBilling.accountLink(owner.scope);
    expect(manage.redirectUrl).toContain(accountId);

    const later = await agencyOwner();
    await connect(later, "US", "payouts_disabled");
    expect(await later.api.agencyBilling.state(later.scope)).toMatchObject({
      isConnected: true,
      payoutsEnabled: false,
    });
    // a refresh reads the same from Stripe
    expect(await later.api.agencyBilling.refreshAccount(later.scope)).toMatchObject({ payoutsEnabled: false });
  });

  it("handles an account.updated event once, however often and however concurrently it comes", async () => {
    const owner = await agencyOwner();
    const accountId = await connect(owner);
    const event = standIn.events.find((e) => e.type === "account.updated" && e.account === accountId);
    expect(event).toBeDefined();
    const id = event?.id ?? "";
    await standIn.redeliver(id, 5);
    await standIn.deliverConcurrently(id, 5);
    expect(await eu.stripeEvent.count({ where: { id } })).toBe(1);
    const answers = standIn.connectDeliveries.filter((d) => d.eventId === id);
    expect(answers.length).toBe(11);
    expect(answers.every((d) => d.status === 200)).toBe(true);
  });

  it("validates and saves the extra per credit", async () => {
    const owner = await agencyOwner();
    await connect(owner);
    for (const bad of ["abc", "", "-1", "0.0000001"]) {
      const refused = await refusal(
        owner.api.agencyBilling.saveBillingSettings({ ...owner.scope, usdPerCreditExtra: bad, allowPlans: true }),
      );
      expect(refused.code).toBe("BAD_REQUEST");
      expect(refused.message).toContain(AGENCY_BILLING_MESSAGES.invalidNumber);
    }
    const saved = await owner.api.agencyBilling.saveBillingSettings({
      ...owner.scope,
      usdPerCreditExtra: "0.004",
      allowPlans: true,
    });
    expect(saved).toMatchObject({
      usdPerCreditExtra: "0.004",
      microUsdPerCredit: 5000,
      billingSaved: true,
      allowPlans: true,
    });
    expect(saved.plans[0]?.price).toBe(2500);
  });

  it("writes the plans as products and monthly prices on the agency's own account, and keeps them in step", async () => {
    const owner = await agencyOwner();
    const accountId = await connect(owner);
    await owner.api.agencyBilling.saveBillingSettings({ ...owner.scope, usdPerCreditExtra: "0.003", allowPlans: true });
    const defaults = (await owner.api.agencyBilling.state(owner.scope)).plans;
    const first = await owner.api.agencyBilling.upsertAgencyPlans({
      ...owner.scope,
      agencyAccountId: accountId,
      plans: defaults.map(({ price: _price, currency: _currency, ...plan }) => plan),
    });
    expect(first.success).toBe(true);
    const [basic, premium] = first.updatedPlans;
    expect(basic).toMatchObject({ name: "Basic Plan", price: 2000, currency: "usd" });
    expect(premium).toMatchObject({ name: "Premium Plan", price: 6000, isPopular: true });
    const onAccount = { stripeAccount: accountId };
    const price = await stripe.prices.retrieve(basic?.priceId ?? "", {}, onAccount);
    expect(price).toMatchObject({ unit_amount: 2000, currency: "usd", active: true, recurring: { interval: "month" } });
    // the platform's own catalogue has none of them
    await expect(stripe.prices.retrieve(basic?.priceId ?? "")).rejects.toThrow();

    // more credits: the same product, a new price, the old one archived
    const changed = await owner.api.agencyBilling.upsertAgencyPlans({
      ...owner.scope,
      agencyAccountId: accountId,
      plans: [
        draft({
          productId: basic?.productId ?? null,
          priceId: basic?.priceId ?? null,
          credits: 6000,
          features: ["Support"],
        }),
      ],
    });
    const [six] = changed.updatedPlans;
    expect(six).toMatchObject({ productId: basic?.productId, price: 2400 });
    expect(six?.priceId).not.toBe(basic?.priceId);
    expect((await stripe.prices.retrieve(basic?.priceId ?? "", {}, onAccount)).active).toBe(false);
    // Premium was removed: its product is archived
    expect((await stripe.products.retrieve(premium?.productId ?? "", {}, onAccount)).active).toBe(false);

    // a new extra price replaces the saved plans' prices at once
    await owner.api.agencyBilling.saveBillingSettings({ ...owner.scope, usdPerCreditExtra: "0.004", allowPlans: true });
    const { plans } = await owner.api.agencyBilling.getPlans(owner.scope);
    expect(plans[0]).toMatchObject({ price: 3000 });
    const active = plans[0]?.stripePrices.filter((p) => p.active) ?? [];
    expect(active.map((p) => p.unitAmount)).toEqual([3000]);
    expect(plans[0]?.stripePrices.length).toBe(3);
  });

  it("prices plans in the account's currency", async () => {
    for (const [country, currency, basic] of [
      ["GB", "gbp", 1500],
      ["DE", "eur", 1760],
    ] as const) {
      const owner = await agencyOwner();
      const accountId = await connect(owner, country);
      await owner.api.agencyBilling.saveBillingSettings({
        ...owner.scope,
        usdPerCreditExtra: "0.003",
        allowPlans: false,
      });
      const saved = await owner.api.agencyBilling.upsertAgencyPlans({
        ...owner.scope,
        agencyAccountId: accountId,
        plans: [draft()],
      });
      expect(saved.updatedPlans[0]).toMatchObject({ currency, price: basic });
      const price = await stripe.prices.retrieve(
        saved.updatedPlans[0]?.priceId ?? "",
        {},
        { stripeAccount: accountId },
      );
      expect(price).toMatchObject({ currency, unit_amount: basic });
    }
  });

  it("never writes to another agency's account", async () => {
    const a = await agencyOwner();
    const accountA = await connect(a);
    const b = await agencyOwner();
    await connect(b);
    await b.api.agencyBilling.saveBillingSettings({ ...b.scope, usdPerCreditExtra: "0.003", allowPlans: true });
    const refused = await refusal(
      b.api.agencyBilling.upsertAgencyPlans({ ...b.scope, agencyAccountId: accountA, plans: [draft()] }),
    );
    expect(refused.code).toBe("FORBIDDEN");
    const products = await stripe.products.list({ limit: 100 }, { stripeAccount: accountA });
    expect(products.data).toHaveLength(0);
  });

  it("checks the plans' features", async () => {
    const owner = await agencyOwner();
    const accountId = await connect(owner);
    await owner.api.agencyBilling.saveBillingSettings({ ...owner.scope, usdPerCreditExtra: "0.003", allowPlans: true });
    for (const [features, message] of [
      [[], AGENCY_BILLING_MESSAGES.featureWithText],
      [["ok", " "], AGENCY_BILLING_MESSAGES.featureWithText],
      [["a", "b", "c", "d", "e", "f"], AGENCY_BILLING_MESSAGES.maxFeatures],
    ] as const) {
      const refused = await refusal(
        owner.api.agencyBilling.upsertAgencyPlans({
          ...owner.scope,
          agencyAccountId: accountId,
          plans: [draft({ features: [...features] })],
        }),
      );
      expect(refused.message).toContain(message);
    }
  });

  it("gives Billing by default only once payments are connected", async () => {
    const owner = await agencyOwner();
    const settings = { ...defaultAgencyClientSettings(), defaultClientAccess: ["home" as const, "billing" as const] };
    const refused = await refusal(owner.api.agency.saveClientSettings({ ...owner.scope, settings }));
    expect(refused.message).toBe(CLIENT_MESSAGES.billingNeedsPayments);
    await connect(owner);
    const saved = await owner.api.agency.saveClientSettings({ ...owner.scope, settings });
    expect(saved.settings.defaultClientAccess).toEqual(["home", "billing"]);
  });

  it("Auto Billing: whitelabel only; new organizations start with billing on once connected", async () => {
    const owner = await agencyOwner();
    const autoBilling = { newOrgsAllowBilling: true, allowCreditPurchases: true, allowAutoRecharge: false };
    const locked = await refusal(owner.api.agencyBilling.saveAutoBilling({ ...owner.scope, autoBilling }));
    expect(locked).toMatchObject({ code: "FORBIDDEN", message: AGENCY_MESSAGES.whitelabelOnly });
    await owner.api.agency.activateWhitelabelTrial(owner.scope);
    const early = await refusal(owner.api.agencyBilling.saveAutoBilling({ ...owner.scope, autoBilling }));
    expect(early.message).toBe(CLIENT_MESSAGES.billingNeedsPayments);
    const before = await owner.api.clients.createOrg({ ...owner.scope, name: "Before" });
    expect(before.org.allowBilling).toBe(false);

    await connect(owner);
    const state = await owner.api.agencyBilling.saveAutoBilling({ ...owner.scope, autoBilling });
    expect(state.autoBilling).toEqual(autoBilling);
    const after = await owner.api.clients.createOrg({ ...owner.scope, name: "After" });
    expect(after.org.allowBilling).toBe(true);
    // the client settings saved beside it are kept
    expect((await owner.api.agency.clientSettings(owner.scope)).hasAgency).toBe(true);
  });
});
