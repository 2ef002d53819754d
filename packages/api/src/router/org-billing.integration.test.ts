import { createStripeClient, readStoredSubscription, upsertAgencyPlans, type CoreDeps } from "@parlo/core";
import { newEntityId, type Region } from "@parlo/db";
import {
  asPortalClient,
  connectTestAgency,
  createTestAgency,
  createTestDeps,
  refusal,
  startConnectStandIn,
  submitHostedForm,
  type StripeStandIn,
} from "@parlo/testing";
import { DEFAULT_AGENCY_PLANS, ORG_BILLING_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleConnectWebhookRequest } from "../rest/stripe-webhook-request";
import { createCaller } from "../root";

type StripeClient = ReturnType<typeof createStripeClient>;
type PaymentIntent = Awaited<ReturnType<StripeClient["paymentIntents"]["create"]>>;
type StripeEvent = StripeStandIn["events"][number];

const base = createTestDeps();
const eu = base.db.for("eu");
let standIn: StripeStandIn;
let stripe: StripeClient;
let deps: CoreDeps;
/** the browser's Stripe.js: makes card payment methods with the publishable key, on an agency's account */
let browser: StripeClient;
/** stops the stand-in and the Connect webhook route it delivers to */
let closeStandIn: () => Promise<void>;
let connectWebhookUrl: string;
const ORIGIN = "https://portal.agency.example";
const CARD_OK = "4242424242424242";
const CARD_3DS = "4000002500003155";
const year = new Date().getUTCFullYear() + 3;

beforeAll(async () => {
  let billing: CoreDeps["billing"];
  ({
    standIn,
    stripe,
    billing,
    connectWebhookUrl,
    close: closeStandIn,
  } = await startConnectStandIn((request) => handleConnectWebhookRequest({ request, deps }), createStripeClient));
  deps = { ...base, billing };
  browser = createStripeClient({ secretKey: standIn.publishableKey, apiUrl: standIn.url });
});

afterAll(async () => {
  await closeStandIn();
  await base.db.disconnect();
});

/** An agency whose payments are connected (in `country`), with a client org allowing billing and its client. */
async function billingClient(options: { country?: string; usdPerCreditExtra?: string; allowBilling?: boolean } = {}) {
  const agencyRow = await createTestAgency(eu);
  const { accountId } = await connectTestAgency({
    db: eu,
    stripe,
    agencyId: agencyRow.agencyId,
    country: options.country ?? "US",
    usdPerCreditExtra: options.usdPerCreditExtra,
  });
  const org = await eu.org.create({
    data: {
      id: newEntityId(),
      ownerID: agencyRow.workspaceId,
      agencyId: agencyRow.agencyId,
      name: "Quinn Dental",
      allowBilling: options.allowBilling ?? true,
    },
  });
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: org.id,
      ownerID: agencyRow.workspaceId,
      name: "Nora Quinn",
      email: `n-${newEntityId().toLowerCase()}@example.test`,
      dashboardPasswordHash: "x",
      canAccess: ["home", "billing"],
      isOrgAdmin: true,
    },
  });
  const region: Region = "eu";
  const actor = asPortalClient({
    clientId: client.id,
    orgId: org.id,
    agencyId: agencyRow.agencyId,
    workspaceId: agencyRow.workspaceId,
  });
  const portal = { agencyId: agencyRow.agencyId, region, workspaceId: agencyRow.workspaceId, origin: ORIGIN };
  const api = createCaller({ ...deps, actor, clientIp: "203.0.113.20", portal });
  return { ...agencyRow, accountId, org, client, api, portal, actor };
}

/** A card made in the browser on the agency's account (Stripe.js with `stripeAccount`). */
async function card(accountId: string, number = CARD_OK): Promise<string> {
  const method = await browser.paymentMethods.create(
    { type: "card", card: { number, exp_month: 12, exp_year: year, cvc: "123" } },
    { stripeAccount: accountId },
  );
  return method.id;
}

async function orgCredits(orgId: string): Promise<number> {
  return (await eu.org.findUniqueOrThrow({ where: { id: orgId }, select: { loadTokens: true } })).loadTokens.toNumber();
}

async function applicationFeeOf(payment: { latest_charge: PaymentIntent["latest_charge"] }): Promise<number[]> {
  const fees = await stripe.applicationFees.list({ charge: String(payment.latest_charge) });
  return fees.data.map((fee) => fee.amount);
}

function connectEventOf(type: string, accountId: string, objectId: string): StripeEvent {
  const event = standIn.events.find(
    (candidate) =>
      candidate.type === type &&
      candidate.account === accountId &&
      "id" in candidate.data.object &&
      candidate.data.object.id === objectId,
  );
  if (!event) throw new Error(`no ${type} event for ${objectId}`);
  return event;
}

/** The hosted Checkout page's form, paid as the customer's browser does. */
function payCheckoutPage(pageUrl: string): Promise<Response> {
  return submitHostedForm(pageUrl, {
    email: "nora@example.test",
    billingName: "Nora Quinn",
    cardNumber: CARD_OK,
    cardExpiry: `12 / ${year % 100}`,
    cardCvc: "123",
  });
}

const requestId = () => crypto.randomUUID();

describe("org credit purchases on the agency's connected account", () => {
  it.each([
    // 2,500 credits x (0.001 + 0.003) USD = 10.00 USD; EUR at 0.88, GBP at 0.75; the platform's 5% half-up
    { country: "US", currency: "usd", credits: 2500, extra: "0.003", amount: 1000, fee: 50 },
    { country: "DE", currency: "eur", credits: 2500, extra: "0.003", amount: 880, fee: 44 },
    { country: "GB", currency: "gbp", credits: 2500, extra: "0.003", amount: 750, fee: 38 },
    // 1,500 x 0.0035 = 5.25 USD -> 393.75 pence -> 394, fee 19.7 -> 20
    { country: "GB", currency: "gbp", credits: 1500, extra: "0.0025", amount: 394, fee: 20 },
  ])(
    "charges $credits credits in $currency to the cent with a 5% fee, and grants exactly once",
    async ({ country, currency, credits, extra, amount, fee }) => {
      const { api, accountId, org } = await billingClient({ country, usdPerCreditExtra: extra });
      const before = await api.orgBilling.overview();
      expect(before).toMatchObject({ available: true, currency, paymentMethod: null, invoices: [] });
      expect(await refusal(api.orgBilling.buyCredits({ credits, requestId: requestId() }))).toMatchObject({
        code: "BAD_REQUEST",
        message: ORG_BILLING_MESSAGES.addPaymentMethod,
      });

      const saved = await api.orgBilling.savePaymentMethod({ paymentMethodId: await card(accountId) });
      expect(saved.paymentMethod).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: year });
      const overview = await api.orgBilling.overview();
      expect(overview).toMatchObject({
        paymentMethod: { last4: "4242" },
        billingDetails: { name: "Quinn Dental" },
        stripe: { accountId, publishableKey: standIn.publishableKey },
      });

      const purchase = await api.orgBilling.buyCredits({ credits, requestId: requestId() });
      expect(purchase).toMatchObject({ status: "succeeded", requiresAction: false, credits, amount, currency });
      expect(purchase.balance).toBe(credits);

      const payments = standIn.paymentIntents(accountId);
      expect(payments).toHaveLength(1);
      const payment = payments[0];
      if (!payment) throw new Error("no payment");
      expect(payment).toMatchObject({
        amount,
        currency,
        status: "succeeded",
        application_fee_amount: fee,
        customer: saved.customerId,
        metadata: { orgId: org.id, credits: String(credits), kind: "org_credits" },
      });
      expect(await applicationFeeOf(payment)).toEqual([fee]);
      // nothing on the platform's own account
      expect(standIn.paymentIntents()).not.toContainEqual(expect.objectContaining({ id: payment.id }));

      // the payment_intent.succeeded event, delivered 5 times after each other and 5 at once, grants nothing more
      await standIn.waitForDeliveries();
      const event = connectEventOf("payment_intent.succeeded", accountId, payment.id);
      await standIn.redeliver(event.id, 5);
      await standIn.deliverConcurrently(event.id, 5);
      expect(await orgCredits(org.id)).toBe(credits);
      expect(await eu.creditLedgerEntry.count({ where: { reference: `connect_pi:${payment.id}` } })).toBe(1);
    },
  );

  it("refuses amounts off the card's range and steps", async () => {
    const { api, accountId } = await billingClient();
    await api.orgBilling.savePaymentMethod({ paymentMethodId: await card(accountId) });
    for (const credits of [500, 1200, 50_500]) {
      expect(await refusal(api.orgBilling.buyCredits({ credits, requestId: requestId() }))).toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect(standIn.paymentIntents(accountId)).toHaveLength(0);
  });

  it("never charges twice for one purchase request", async () => {
    const { api, accountId, org } = await billingClient();
    await api.orgBilling.savePaymentMethod({ paymentMethodId: await card(accountId) });
    const id = requestId();
    const [first, second] = await Promise.all([
      api.orgBilling.buyCredits({ credits: 1000, requestId: id }),
      api.orgBilling.buyCredits({ credits: 1000, requestId: id }),
    ]);
    expect(first.paymentIntentId).toBe(second.paymentIntentId);
    expect(standIn.paymentIntents(accountId)).toHaveLength(1);
    expect(await orgCredits(org.id)).toBe(1000);
  });

  it("waits for 3-D Secure, then the event and the confirmation grant once, even delivered concurrently", async () => {
    const { api, accountId, org } = await billingClient();
    await api.orgBilling.savePaymentMethod({ paymentMethodId: await card(accountId, CARD_3DS) });
    const pending = await api.orgBilling.buyCredits({ credits: 5000, requestId: requestId() });
    expect(pending).toMatchObject({ status: "requires_action", requiresAction: true, balance: 0 });
    expect(pending.clientSecret).toMatch(/^pi_/);
    await standIn.waitForDeliveries();

    // the browser's confirmCardPayment, while the Connect endpoint is away: the event waits
    standIn.setConnectWebhookUrl(null);
    const authenticated = await fetch(`${standIn.url}/v1/payment_intents/${pending.paymentIntentId}/authenticate`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${standIn.publishableKey}`,
        "content-type": "application/x-www-form-urlencoded",
        "stripe-account": accountId,
      },
      body: new URLSearchParams({ client_secret: pending.clientSecret ?? "", outcome: "complete" }).toString(),
    });
    expect(authenticated.status).toBe(200);
    standIn.setConnectWebhookUrl(connectWebhookUrl);
    const event = connectEventOf("payment_intent.succeeded", accountId, pending.paymentIntentId);
    await standIn.deliverConcurrently(event.id, 5);
    expect(await orgCredits(org.id)).toBe(5000);

    const confirmed = await api.orgBilling.confirmPurchase({ paymentIntentId: pending.paymentIntentId });
    expect(confirmed).toMatchObject({ status: "succeeded", credits: 5000, balance: 5000 });
    await standIn.redeliver(event.id, 5);
    expect(await orgCredits(org.id)).toBe(5000);
  });
});

describe("plan subscriptions through Checkout", () => {
  it("subscribes to the agency's Premium plan, grants its credits once per paid invoice, then cancels", async () => {
    const agency = await billingClient({ country: "US" });
    const { api, accountId, org } = agency;
    const { updatedPlans } = await upsertAgencyPlans({
      deps,
      region: "eu",
      workspaceId: agency.workspaceId,
      agencyAccountId: accountId,
      plans: DEFAULT_AGENCY_PLANS.map((plan) => ({
        ...plan,
        features: [...plan.features],
        productId: null,
        priceId: null,
      })),
    });
    const premium = updatedPlans.find((plan) => plan.name === "Premium Plan");
    if (!premium?.priceId) throw new Error("no Premium price");

    const overview = await api.orgBilling.overview();
    if (!overview.available) throw new Error("billing should be available");
    expect(overview.plans.map((plan) => [plan.name, plan.credits, plan.price, plan.isPopular])).toEqual([
      ["Basic Plan", 5000, 2000, false],
      ["Premium Plan", 15_000, 6000, true],
    ]);
    expect(overview.subscription).toBeNull();

    expect(await refusal(api.orgBilling.createSubscriptionSession({ priceId: "price_unknown" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: ORG_BILLING_MESSAGES.unknownPlan,
    });
    const { sessionUrl, redirect } = await api.orgBilling.createSubscriptionSession({ priceId: premium.priceId });
    expect(redirect).toBe(true);
    const paid = await payCheckoutPage(sessionUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${ORIGIN}/billing?subscription=success`);
    await standIn.waitForDeliveries();

    const stored = await eu.org.findUniqueOrThrow({ where: { id: org.id } });
    expect(stored.subscription).toMatchObject({ status: "active", priceId: premium.priceId });
    expect(await orgCredits(org.id)).toBe(15_000);

    const subscriptionId = readStoredSubscription(stored.subscription)?.id;
    if (!subscriptionId) throw new Error("no subscription stored");
    const subscription = await stripe.subscriptions.retrieve(
      subscriptionId,
      { expand: ["latest_invoice"] },
      { stripeAccount: accountId },
    );
    expect(subscription).toMatchObject({
      application_fee_percent: 5,
      metadata: { orgId: org.id, agencyId: agency.agencyId, region: "eu", credits: "15000" },
    });
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === "string" || !invoice.id) throw new Error("no invoice");
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 6000 });
    // the platform's 5% of the invoice
    const fees = await stripe.applicationFees.list({ limit: 100 });
    expect(fees.data.filter((fee) => fee.account === accountId).map((fee) => fee.amount)).toEqual([300]);

    const paidEvent = connectEventOf("invoice.paid", accountId, invoice.id);
    await standIn.redeliver(paidEvent.id, 5);
    await standIn.deliverConcurrently(paidEvent.id, 5);
    expect(await orgCredits(org.id)).toBe(15_000);
    expect(await eu.creditLedgerEntry.count({ where: { reference: `connect_invoice:${invoice.id}` } })).toBe(1);

    const after = await api.orgBilling.overview();
    if (!after.available) throw new Error("billing should be available");
    expect(after.subscription).toMatchObject({ status: "active", planName: "Premium Plan" });
    expect(after.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, amountPaid: 6000, currency: "usd", status: "paid" }),
    ]);
    expect(after.invoices[0]?.hostedInvoiceUrl).toMatch(/^http/);
    expect(await refusal(api.orgBilling.createSubscriptionSession({ priceId: premium.priceId }))).toMatchObject({
      code: "CONFLICT",
    });

    // a renewal's invoice grants the plan's credits again, once
    await standIn.advanceSubscription(subscription.id);
    await standIn.waitForDeliveries();
    expect(await orgCredits(org.id)).toBe(30_000);

    const canceled = await api.orgBilling.cancelSubscription();
    expect(canceled.subscription).toMatchObject({ status: "canceled", id: subscription.id, planName: "Premium Plan" });
    await standIn.waitForDeliveries();
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).subscription).toMatchObject({
      status: "canceled",
    });
    expect(await orgCredits(org.id)).toBe(30_000);
  });
});

describe("who may use an org's billing", () => {
  it("answers unavailable, and refuses writes, for an org that does not allow billing", async () => {
    const { api } = await billingClient({ allowBilling: false });
    expect(await api.orgBilling.overview()).toEqual({ available: false });
    expect(await refusal(api.orgBilling.buyCredits({ credits: 1000, requestId: requestId() }))).toMatchObject({
      code: "FORBIDDEN",
      message: ORG_BILLING_MESSAGES.billingUnavailable,
    });
  });

  it("answers unavailable while the agency's payments are not connected", async () => {
    const { api, agencyId } = await billingClient();
    // the onboarding's account.updated events first (their handler re-reads the account from Stripe)
    await standIn.waitForDeliveries();
    await eu.agency.update({ where: { id: agencyId }, data: { stripeConnected: false } });
    expect(await api.orgBilling.overview()).toEqual({ available: false });
  });

  it("keeps each agency's account to its own clients", async () => {
    const a = await billingClient();
    const b = await billingClient();
    await a.api.orgBilling.savePaymentMethod({ paymentMethodId: await card(a.accountId) });
    await b.api.orgBilling.savePaymentMethod({ paymentMethodId: await card(b.accountId) });

    // B's client on A's portal host: no session there
    const onA = createCaller({ ...deps, actor: b.actor, clientIp: null, portal: a.portal });
    expect(await refusal(onA.orgBilling.overview())).toMatchObject({ code: "UNAUTHORIZED" });
    // a card of A's account cannot be saved through B's
    expect(
      await refusal(b.api.orgBilling.savePaymentMethod({ paymentMethodId: await card(a.accountId) })),
    ).toBeDefined();
    // B's overview is on B's account
    expect(await b.api.orgBilling.overview()).toMatchObject({ stripe: { accountId: b.accountId } });

    // A's purchase cannot be confirmed by B's client
    const bought = await a.api.orgBilling.buyCredits({ credits: 1000, requestId: requestId() });
    expect(await refusal(b.api.orgBilling.confirmPurchase({ paymentIntentId: bought.paymentIntentId }))).toBeDefined();
    expect(await orgCredits(b.org.id)).toBe(0);

    // payments on A's account naming B's org (with either agency in the metadata) grant nothing
    const customer = await stripe.customers.create({ name: "Intruder" }, { stripeAccount: a.accountId });
    const method = await card(a.accountId);
    await stripe.paymentMethods.attach(method, { customer: customer.id }, { stripeAccount: a.accountId });
    const forged: PaymentIntent[] = [];
    for (const agencyId of [a.agencyId, b.agencyId]) {
      forged.push(
        await stripe.paymentIntents.create(
          {
            amount: 400,
            currency: "usd",
            customer: customer.id,
            payment_method: method,
            confirm: true,
            metadata: { orgId: b.org.id, region: "eu", agencyId, credits: "1000", kind: "org_credits" },
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          },
          { stripeAccount: a.accountId },
        ),
      );
    }
    await standIn.waitForDeliveries();
    for (const payment of forged) {
      expect(payment.status).toBe("succeeded");
      await standIn.redeliver(connectEventOf("payment_intent.succeeded", a.accountId, payment.id).id, 1);
    }
    expect(await orgCredits(b.org.id)).toBe(0);
    expect(await orgCredits(a.org.id)).toBe(1000);
  });

  it("never grants more than a payment covers: an agency's own payment without the fee, or asking too much, mints nothing", async () => {
    const a = await billingClient();
    await a.api.orgBilling.savePaymentMethod({ paymentMethodId: await card(a.accountId) });
    const overview = await a.api.orgBilling.overview();
    const customer = overview.available
      ? (await eu.org.findUniqueOrThrow({ where: { id: a.org.id } })).stripeCustomerId
      : null;
    const method = await card(a.accountId);
    await stripe.paymentMethods.attach(method, { customer: customer ?? "" }, { stripeAccount: a.accountId });
    const pay = (amount: number, credits: string, fee?: number) =>
      stripe.paymentIntents.create(
        {
          amount,
          currency: "usd",
          customer: customer ?? "",
          payment_method: method,
          confirm: true,
          ...(fee === undefined ? {} : { application_fee_amount: fee }),
          metadata: { orgId: a.org.id, region: "eu", agencyId: a.agencyId, credits, kind: "org_credits" },
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        },
        { stripeAccount: a.accountId },
      );
    // made by the agency on its own account, without the platform's 5%
    const noFee = await pay(1000, "2500");
    // with the fee, but asking far more than 10 USD buys even at the platform's 0.001 USD a credit
    const greedy = await pay(1000, "1000000", 50);
    await standIn.waitForDeliveries();
    for (const payment of [noFee, greedy]) {
      await standIn.redeliver(connectEventOf("payment_intent.succeeded", a.accountId, payment.id).id, 1);
    }
    // the greedy one is capped at 10,000 credits (10 USD at 0.001); the one without the fee gives nothing
    expect(await orgCredits(a.org.id)).toBe(10_000);
  });
});
