import { createServer, type Server } from "node:http";
import {
  createStripeClient,
  lockWorkspaceSubscription,
  maybeAutoRecharge,
  registerWorkspaceEventQueue,
  syncSubscription,
  type BillingConfig,
  type CoreDeps,
  type TWorkspaceEventJob,
} from "@parlo/core";
import { Prisma, randomString } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import { asUser, callerFor, createTestDeps, refusal, startStripeStandIn, type StripeStandIn } from "@parlo/testing";
import { BILLING_MESSAGES, PAYG_INCLUDED_CREDITS } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { handleStripeWebhookRequest } from "../rest/stripe-webhook-request";
import { createCaller } from "../root";

const base = createTestDeps();
const eu = base.db.for("eu");
let standIn: StripeStandIn;
let billing: BillingConfig;
let deps: CoreDeps;
/** The browser's side (Stripe.js): creates card payment methods with the publishable key. */
let browser: ReturnType<typeof createStripeClient>;
/** Workspace events the billing webhooks and services forwarded (a recorder stands in for the queue). */
const queued: TWorkspaceEventJob[] = [];
let webhook: Server;
const PROMO = "WELCOME10";

const ADDRESS = { line1: "1 High Street", line2: "", city: "London", state: "", postal_code: "N1 1AA", country: "GB" };
const CARD_OK = "4242424242424242";
const CARD_3DS = "4000002500003155";
const CARD_DECLINED_ON_CHARGE = "4000000000000341";

beforeAll(async () => {
  registerWorkspaceEventQueue(async (job) => {
    queued.push(job);
  });
  standIn = await startStripeStandIn();
  const stripe = createStripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url });
  billing = {
    stripe,
    webhookSecret: standIn.webhookSecret,
    connectWebhookSecret: standIn.connectWebhookSecret,
    stripeJs: { publishableKey: standIn.publishableKey, jsUrl: standIn.jsUrl },
  };
  deps = { ...base, billing };
  browser = createStripeClient({ secretKey: standIn.publishableKey, apiUrl: standIn.url });
  const coupon = await stripe.coupons.create({ percent_off: 10, duration: "forever", name: "Welcome 10%" });
  await stripe.promotionCodes.create({ code: PROMO, promotion: { type: "coupon", coupon: coupon.id } });
  // the dashboard's webhook route, served from this process: the stand-in delivers signed events to it
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request("http://127.0.0.1/api/stripe/webhook", {
        method: "POST",
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      void handleStripeWebhookRequest({ request, deps }).then(async (response) => {
        res.writeHead(response.status, { "content-type": "application/json" });
        res.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  const address = webhook.address();
  if (!address || typeof address === "string") throw new Error("the webhook server has no port");
  standIn.setWebhookUrl(`http://127.0.0.1:${address.port}/api/stripe/webhook`);
});

afterAll(async () => {
  registerWorkspaceEventQueue(undefined);
  await standIn.close();
  await new Promise((resolve) => webhook.close(resolve));
  await base.db.disconnect();
});

async function card(number: string): Promise<string> {
  const method = await browser.paymentMethods.create({
    type: "card",
    card: { number, exp_month: 12, exp_year: 2034, cvc: "123" },
  });
  return method.id;
}

/** A new owner in the UK with a saved card. */
async function ukOwner(cardNumber = CARD_OK) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const scope = { region: "eu" as const, workspaceId: user.id };
  await api.billing.setCountry({ ...scope, countryCode: "GB" });
  await api.billing.upsertPaymentMethod({
    ...scope,
    paymentMethodId: await card(cardNumber),
    email: user.email,
    name: "Ada Owner",
    phone: "",
    address: ADDRESS,
    isNewPaymentMethod: true,
  });
  return { user, api, scope };
}

/** The customer's answer to the 3-D Secure step, as the stand-in's Stripe.js sends it from the browser. */
async function authenticate(paymentIntentId: string, clientSecret: string): Promise<void> {
  const response = await fetch(`${standIn.url}/v1/payment_intents/${paymentIntentId}/authenticate`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${standIn.publishableKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ client_secret: clientSecret, outcome: "complete" }).toString(),
  });
  expect(response.status).toBe(200);
}

/** Sessions waiting for an advisory lock (the sync queued behind the lock's holder). */
async function waitingAdvisoryLocks(): Promise<number> {
  const rows = await eu.$queryRaw<{ waiting: number }[]>`
    SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`;
  return rows[0]?.waiting ?? 0;
}

async function subscriptionIdOf(workspaceId: string): Promise<string> {
  const row = await eu.workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: { stripeSubscriptionId: true },
  });
  if (!row.stripeSubscriptionId) throw new Error("the workspace has no subscription");
  return row.stripeSubscriptionId;
}

/** What answers do to the balance: a decrease in the ledger and the balance in one transaction. */
async function spend(workspaceId: string, credits: number): Promise<void> {
  await eu.$transaction(async (tx) => {
    const row = await tx.workspace.update({
      where: { id: workspaceId },
      data: { loadTokens: { decrement: credits } },
      select: { loadTokens: true },
    });
    await tx.creditLedgerEntry.create({
      data: {
        id: randomString(20),
        workspaceId,
        amount: credits,
        direction: "decrease",
        causedBy: "feature",
        featureKey: "test",
        logMessage: "Answers",
        balanceAfter: row.loadTokens,
      },
    });
  });
}

async function balanceOf(workspaceId: string): Promise<string> {
  const row = await eu.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { loadTokens: true } });
  return row.loadTokens.toString();
}

async function ledgerSum(workspaceId: string): Promise<Prisma.Decimal> {
  const entries = await eu.creditLedgerEntry.findMany({ where: { workspaceId } });
  return entries.reduce(
    (sum, entry) => (entry.direction === "increase" ? sum.plus(entry.amount) : sum.minus(entry.amount)),
    new Prisma.Decimal(0),
  );
}

describe("billing without Stripe keys", () => {
  it("shows the free plan and says payments are not configured", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, base, asUser(user));
    const scope = { region: "eu" as const, workspaceId: user.id };
    const overview = await api.billing.overview(scope);
    expect(overview).toMatchObject({ configured: false, stripeJs: null, hasSubscription: false });
    expect(overview.plan).toMatchObject({ name: "free", status: "active", cancels: false });
    const refused = await refusal(
      api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] }),
    );
    expect(refused.message).toBe(BILLING_MESSAGES.notConfigured);
  });
});

describe("subscribing", () => {
  it("UK, one add-on and a 10% code: £20 + £10 - £3 = £27, tax 35% = £9.45, total £36.45; credits once", async () => {
    const { user, api, scope } = await ukOwner();
    const check = await api.billing.checkDiscountCode({ ...scope, discountCode: ` ${PROMO} ` });
    expect(check.discount).toMatchObject({ valid: true, percent_off: 10, code: PROMO });
    expect((await api.billing.checkDiscountCode({ ...scope, discountCode: "NOPE" })).discount.valid).toBe(false);
    expect((await refusal(api.billing.checkDiscountCode({ ...scope, discountCode: "  " }))).message).toContain(
      BILLING_MESSAGES.discountEmpty,
    );

    const created = await api.billing.createSubscription({
      ...scope,
      planId: "pay_as_you_go",
      addonsToShow: [{ addonId: "workspace-seat", quantity: 1 }],
      discountCode: PROMO,
    });
    expect(created).toMatchObject({
      status: "succeeded",
      requiresAction: false,
      amountPaid: 3645,
      tax: { currency: "gbp", amount: 945 },
    });

    await standIn.waitForDeliveries();
    const overview = await api.billing.overview(scope);
    expect(overview.plan).toMatchObject({ name: "pay_as_you_go", status: "active", cancels: false });
    expect(overview.plan.renewalDate).toBeInstanceOf(Date);
    expect(overview.profile).toMatchObject({ currency: "gbp", taxDescription: "UK Tax (35%)" });
    expect(overview.addons).toEqual([{ addonKey: "workspace-seat", hasAddon: true, quantity: 1 }]);
    expect(overview.paymentMethod).toMatchObject({
      brand: "visa",
      last4: "4242",
      // what the form starts from when the card is replaced
      billingAddress: {
        name: "Ada Owner",
        line1: "1 High Street",
        city: "London",
        postal_code: "N1 1AA",
        country: "GB",
      },
    });
    // the confirming call and the invoice.paid webhook both saw the invoice: one grant
    expect(await balanceOf(user.id)).toBe(String(PAYG_INCLUDED_CREDITS));
    expect((await ledgerSum(user.id)).toString()).toBe(String(PAYG_INCLUDED_CREDITS));
    const workspace = await eu.workspace.findUniqueOrThrow({ where: { id: user.id } });
    expect(workspace.hasEverPaid).toBe(true);

    const invoices = await api.billing.invoices(scope);
    expect(invoices[0]).toMatchObject({ total: 3645, currency: "gbp", status: "paid" });
    expect(
      (await refusal(api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] }))).message,
    ).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it("a 3-D Secure card answers requiresAction; after the browser confirms, the plan is active", async () => {
    const { user, api, scope } = await ukOwner(CARD_3DS);
    const created = await api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] });
    expect(created.requiresAction).toBe(true);
    expect(created.clientSecret).toBeTruthy();
    expect((await api.billing.overview(scope)).plan.name).toBe("free");
    await authenticate(created.paymentIntentId ?? "", created.clientSecret ?? "");
    const confirmed = await api.billing.confirmSubscriptionPayment({
      ...scope,
      paymentIntentId: created.paymentIntentId ?? "",
      subscriptionId: created.subscriptionId,
    });
    expect(confirmed.status).toBe("succeeded");
    expect((await api.billing.overview(scope)).plan).toMatchObject({ name: "pay_as_you_go", status: "active" });
    await standIn.waitForDeliveries();
    expect(await balanceOf(user.id)).toBe(String(PAYG_INCLUDED_CREDITS));
  });

  it("a subscription is read under the workspace's lock: a sync that waits reads what Stripe has after the wait", async () => {
    const { api, scope } = await ukOwner(CARD_3DS);
    const created = await api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] });
    await standIn.waitForDeliveries();
    let sync: ReturnType<typeof syncSubscription> | undefined;
    // another sync (a webhook's, say) holds the lock while the customer passes 3-D Secure
    await eu.$transaction(
      async (tx) => {
        await lockWorkspaceSubscription(tx, scope.workspaceId);
        sync = syncSubscription({ deps, ...scope, stripe: billing.stripe, subscriptionId: created.subscriptionId });
        await expect.poll(waitingAdvisoryLocks).toBeGreaterThan(0);
        await authenticate(created.paymentIntentId ?? "", created.clientSecret ?? "");
      },
      { timeout: 30_000 },
    );
    expect((await sync)?.status).toBe("active");
    await standIn.waitForDeliveries();
    expect((await api.billing.overview(scope)).plan).toMatchObject({ name: "pay_as_you_go", status: "active" });
  });

  it("a declined card leaves the workspace on the free plan with the bank's message", async () => {
    const { api, scope } = await ukOwner(CARD_DECLINED_ON_CHARGE);
    const refused = await refusal(
      api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] }),
    );
    expect(refused.code).toBe("PAYMENT_REQUIRED");
    expect(refused.message).toMatch(/declined/i);
    expect((await api.billing.overview(scope)).plan.name).toBe("free");
  });

  it("refuses free users' paid actions with the spec's messages, and members and strangers", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const scope = { region: "eu" as const, workspaceId: user.id };
    expect((await refusal(api.billing.topUpUsd({ ...scope, amount: 10, currency: "usd" }))).message).toBe(
      BILLING_MESSAGES.topUpTooltip,
    );
    expect(
      (
        await refusal(
          api.billing.postChangeAutoBilling({
            ...scope,
            autoBilling: true,
            threshold: 1000,
            amount: 10,
            monthlyChargeLimit: 100,
          }),
        )
      ).message,
    ).toBe(BILLING_MESSAGES.freePlanNoAutocharge);
    expect(
      (
        await refusal(
          api.billing.addAddonToSubscription({
            ...scope,
            addons: [
              {
                addonId: "workspace-seat",
                name: "Workspace Seat",
                price: 1000,
                quantity: 1,
                incrementalQuantity: 1,
                currency: "usd",
              },
            ],
          }),
        )
      ).message,
    ).toBe(BILLING_MESSAGES.addonsNeedSubscription);
    expect(
      (await refusal(api.billing.createSubscription({ ...scope, planId: "enterprise", addonsToShow: [] }))).message,
    ).toBe(BILLING_MESSAGES.enterpriseContact);
    expect(
      (await refusal(api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] }))).message,
    ).toBe(BILLING_MESSAGES.noPaymentMethod);
  });
});

describe("a subscribed workspace", () => {
  it("tops up in its currency plus tax, changes add-ons, cancels with a reason and reactivates", async () => {
    const { user, api, scope } = await ukOwner();
    await api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] });
    await standIn.waitForDeliveries();

    expect((await refusal(api.billing.topUpUsd({ ...scope, amount: 4 / 0.75, currency: "gbp" }))).message).toBe(
      "Minimum amount: £5",
    );
    const topUp = await api.billing.topUpUsd({ ...scope, amount: 10 / 0.75, currency: "gbp" });
    // £10 buys $13.33 of credits; the card pays £10 + 35% tax
    expect(topUp).toMatchObject({ status: "succeeded", credits: 13330 });
    const charge = standIn.paymentIntents().find((payment) => payment.id === topUp.paymentIntentId);
    expect(charge).toMatchObject({ amount: 1350, currency: "gbp" });
    await standIn.waitForDeliveries();
    expect(await balanceOf(user.id)).toBe(String(PAYG_INCLUDED_CREDITS + 13330));

    const seats = [
      {
        addonId: "workspace-seat" as const,
        name: "Workspace Seat",
        price: 1000,
        quantity: 2,
        incrementalQuantity: 2,
        currency: "gbp" as const,
      },
    ];
    expect(await api.billing.addAddonToSubscription({ ...scope, addons: seats })).toEqual({ errors: [] });
    const whitelabel = [
      {
        addonId: "whitelabel-new" as const,
        name: "White Label",
        price: 5000,
        quantity: 3,
        incrementalQuantity: 3,
        currency: "gbp" as const,
      },
    ];
    await api.billing.addAddonToSubscription({ ...scope, addons: whitelabel });
    const status = await api.billing.checkAddonStatus({
      ...scope,
      addonKeys: ["workspace-seat", "whitelabel-new", "client_seat"],
    });
    expect(status).toEqual({
      hasSubscription: true,
      addons: [
        { addonKey: "workspace-seat", hasAddon: true, quantity: 2 },
        { addonKey: "whitelabel-new", hasAddon: true, quantity: 1 },
        { addonKey: "client_seat", hasAddon: false, quantity: 0 },
      ],
    });
    await api.billing.removeAddonFromSubscription({ ...scope, addonKeys: ["whitelabel-new"] });
    expect((await api.billing.overview(scope)).addons).toEqual([
      { addonKey: "workspace-seat", hasAddon: true, quantity: 2 },
    ]);

    const other = await refusal(api.billing.cancelSubscription({ ...scope, reason: "Other", details: "" }));
    expect(other.message).toContain(BILLING_MESSAGES.cancelOtherRequired);
    const cancelled = await api.billing.cancelSubscription({
      ...scope,
      reason: "Other",
      details: "Moving to a new company",
    });
    expect(cancelled.cancelsAt).toBeGreaterThan(Date.now() / 1000);
    let overview = await api.billing.overview(scope);
    expect(overview.plan).toMatchObject({ name: "pay_as_you_go", cancels: true, cancelsAt: cancelled.cancelsAt });
    const log = await eu.workspaceLog.findMany({ where: { workspaceId: user.id } });
    expect(log.map((entry) => entry.content).join("\n")).toContain("Other: Moving to a new company");

    await api.billing.reactivateSubscription(scope);
    overview = await api.billing.overview(scope);
    expect(overview.plan).toMatchObject({ cancels: false, cancelsAt: null });

    // cancelled again and the period ends: Stripe ends the subscription, the webhook brings the workspace back to free
    await api.billing.cancelSubscription({ ...scope, reason: "Too expensive", details: "" });
    await standIn.advanceSubscription(await subscriptionIdOf(user.id));
    await standIn.waitForDeliveries();
    overview = await api.billing.overview(scope);
    expect(overview.plan).toMatchObject({ name: "free", status: "active" });
    expect(overview.addons).toEqual([]);
  });

  it("a renewal grants the month's credits once however often the webhook comes; a failed renewal e-mails the team", async () => {
    const { user, api, scope } = await ukOwner();
    await api.workspaceEvents.updateSettings({
      ...scope,
      endpoint: "https://hooks.example.test/parlo",
      subscribedEvents: ["invoice.paid", "payment.failed"],
    });
    await api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] });
    await standIn.waitForDeliveries();
    const subscriptionId = await subscriptionIdOf(user.id);
    await standIn.advanceSubscription(subscriptionId);
    await standIn.waitForDeliveries();
    expect(await balanceOf(user.id)).toBe(String(2 * PAYG_INCLUDED_CREDITS));

    const paid = standIn.events.filter((event) => event.type === "invoice.paid").at(-1);
    if (!paid) throw new Error("no invoice.paid event");
    await standIn.redeliver(paid.id, 5);
    await standIn.waitForDeliveries();
    expect(await balanceOf(user.id)).toBe(String(2 * PAYG_INCLUDED_CREDITS));
    expect((await ledgerSum(user.id)).toString()).toBe(String(2 * PAYG_INCLUDED_CREDITS));

    // five simultaneous deliveries of one signed event: handled once
    const payload = JSON.stringify(paid);
    const signature = billing.stripe.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret });
    await eu.stripeEvent.delete({ where: { id: paid.id } });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        handleStripeWebhookRequest({
          request: new Request("http://127.0.0.1/api/stripe/webhook", {
            method: "POST",
            headers: { "stripe-signature": signature },
            body: payload,
          }),
          deps,
        }).then((response) => response.json()),
      ),
    );
    expect(answers.filter((answer) => answer.outcome === "handled")).toHaveLength(1);
    expect(answers.filter((answer) => answer.outcome === "duplicate")).toHaveLength(4);
    expect(await balanceOf(user.id)).toBe(String(2 * PAYG_INCLUDED_CREDITS));

    const forged = await handleStripeWebhookRequest({
      request: new Request("http://127.0.0.1/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=bad" },
        body: payload,
      }),
      deps,
    });
    expect(forged.status).toBe(400);

    // the card starts failing: the renewal fails, the subscription is past due and the owner is told
    await api.billing.upsertPaymentMethod({
      ...scope,
      paymentMethodId: await card(CARD_DECLINED_ON_CHARGE),
      email: user.email,
      name: "Ada Owner",
      phone: "",
      address: ADDRESS,
      isNewPaymentMethod: true,
    });
    const since = new Date();
    await standIn.advanceSubscription(subscriptionId);
    await standIn.waitForDeliveries();
    expect((await api.billing.overview(scope)).plan.status).toBe("past_due");
    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: user.email, since });
    // £20 plus 35% UK tax
    expect(mail.subject).toContain("payment of £27.00 failed");
    // forwarded once per handled Stripe event: the first invoice, the renewal (five redeliveries
    // ignored, then handled once more after its stored id was removed above), one failure
    await expect
      .poll(() => queued.filter((job) => job.workspaceId === user.id).map((job) => job.type))
      .toEqual(["invoice.paid", "invoice.paid", "invoice.paid", "payment.failed"]);
    expect(queued.find((job) => job.workspaceId === user.id && job.type === "payment.failed")?.payload).toMatchObject({
      amountDue: 2700,
      currency: "gbp",
      subscriptionId,
    });
  });
});

describe("automatic recharge", () => {
  it("20 simultaneous drops below the threshold charge once; the monthly limit stops further charges", async () => {
    const { user, api, scope } = await ukOwner();
    await api.billing.createSubscription({ ...scope, planId: "pay_as_you_go", addonsToShow: [] });
    await standIn.waitForDeliveries();
    await api.workspaceEvents.updateSettings({
      ...scope,
      endpoint: "https://hooks.example.test/parlo",
      subscribedEvents: ["credits.recharged"],
    });
    expect(
      await api.billing.postChangeAutoBilling({
        ...scope,
        autoBilling: true,
        threshold: 2500,
        amount: 10,
        monthlyChargeLimit: 25,
      }),
    ).toEqual({ success: true, message: BILLING_MESSAGES.autochargeSaved });
    // 5000 included credits; answers spend 3000 of them: 2000 is below the 2500 threshold
    await spend(user.id, 3000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => maybeAutoRecharge({ deps, region: "eu", workspaceId: user.id })),
    );
    expect(outcomes.filter((outcome) => outcome === "charged")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "not-needed")).toHaveLength(19);
    const recharges = standIn
      .paymentIntents()
      .filter((payment) => payment.metadata?.workspaceId === user.id && payment.metadata?.kind === "auto_recharge");
    expect(recharges).toHaveLength(1);
    // £10 (the amount is in the workspace's currency) plus 35% UK tax; it buys $13.33 of credits
    expect(recharges[0]).toMatchObject({ amount: 1350, currency: "gbp", status: "succeeded" });
    await standIn.waitForDeliveries();
    expect(await balanceOf(user.id)).toBe(String(2000 + 13330));
    expect((await ledgerSum(user.id)).toString()).toBe(await balanceOf(user.id));
    await expect
      .poll(() => queued.filter((job) => job.workspaceId === user.id))
      .toEqual([
        expect.objectContaining({
          type: "credits.recharged",
          payload: expect.objectContaining({ kind: "auto_recharge", credits: 13330, amount: 1350, currency: "gbp" }),
        }),
      ]);

    // £10 charged of a £25 monthly limit: a second £10 is fine, a third is not
    await spend(user.id, 15230);
    expect(await maybeAutoRecharge({ deps, region: "eu", workspaceId: user.id })).toBe("charged");
    await standIn.waitForDeliveries();
    await spend(user.id, 13330);
    expect(await maybeAutoRecharge({ deps, region: "eu", workspaceId: user.id })).toBe("limit-reached");
    expect((await api.billing.overview(scope)).autoRecharge).toMatchObject({
      enabled: true,
      chargedThisMonth: 2000,
      monthlyChargeLimit: 25,
    });
    expect(await balanceOf(user.id)).toBe("100");
    expect((await ledgerSum(user.id)).toString()).toBe("100");
  });
});

describe("plan limits", () => {
  it("the free plan allows 2 agents; the third is refused with the limit and an upgrade path", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const create = () => api.agent.create({ region: "eu", workspaceId: user.id, title: "Agent", agentPlatform: "vg" });
    await create();
    await create();
    const refused = await refusal(create());
    expect(refused.code).toBe("FORBIDDEN");
    expect(refused.message).toBe("Your plan allows 2 agents. Upgrade your plan to create more.");
  });
});
