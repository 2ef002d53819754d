import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startStripeStandIn, stripeSdkOptions, submitHostedForm, type StripeStandIn } from "./index";
import { startStripeEventReceiver, type StripeEventReceiver } from "./stripe-event-receiver";

let standIn: StripeStandIn;
let platformReceiver: StripeEventReceiver;
let connectReceiver: StripeEventReceiver;
let stripe: Stripe;

const year = new Date().getUTCFullYear() + 3;
const RETURN_URL = "https://agency.example/stripe/return";
const REFRESH_URL = "https://agency.example/stripe/refresh";

/** An account onboarded through its account link (outcome: complete or payouts_disabled). */
async function onboardedAccount(email: string, outcome = "complete"): Promise<Stripe.Account> {
  const account = await stripe.accounts.create({ type: "standard", email, country: "DE" });
  const link = await stripe.accountLinks.create({
    account: account.id,
    refresh_url: REFRESH_URL,
    return_url: RETURN_URL,
    type: "account_onboarding",
  });
  const answer = await submitHostedForm(link.url, { outcome });
  expect(answer.status).toBe(303);
  return stripe.accounts.retrieve(account.id);
}

/** The id of an event's object. */
const objectId = (event: Stripe.Event) => ("id" in event.data.object ? event.data.object.id : undefined);

const connectEvents = (type: string, account: string) =>
  connectReceiver.events.filter((event) => event.type === type && event.account === account);

beforeAll(async () => {
  platformReceiver = await startStripeEventReceiver("whsec_standin");
  connectReceiver = await startStripeEventReceiver("whsec_standin_connect");
  standIn = await startStripeStandIn({ webhookUrl: platformReceiver.url, connectWebhookUrl: connectReceiver.url });
  stripe = new Stripe(standIn.secretKey, stripeSdkOptions(standIn));
});

afterAll(async () => {
  await standIn.close();
  await platformReceiver.close();
  await connectReceiver.close();
});

describe("Stripe stand-in: Connect", () => {
  it("onboards a connected account through a one-time account link and tells the Connect endpoint", async () => {
    const account = await stripe.accounts.create({
      type: "standard",
      email: "agency@example.com",
      country: "DE",
      metadata: { agencyId: "a1" },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    });
    expect(account).toMatchObject({
      object: "account",
      type: "standard",
      email: "agency@example.com",
      country: "DE",
      default_currency: "eur",
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: { agencyId: "a1" },
      capabilities: { card_payments: "inactive", transfers: "inactive" },
    });
    expect(account.requirements?.currently_due).toContain("external_account");
    const renamed = await stripe.accounts.update(account.id, { business_profile: { name: "Acme Agency" } });
    expect(renamed.business_profile?.name).toBe("Acme Agency");

    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: REFRESH_URL,
      return_url: RETURN_URL,
      type: "account_onboarding",
    });
    expect(link.expires_at - link.created).toBe(5 * 60);
    expect(link.url.startsWith(`${standIn.url}/`)).toBe(true);
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("agency@example.com");
    expect(html).toContain("Complete onboarding");
    expect(html).toContain("Leave with payouts disabled");

    const done = await submitHostedForm(link.url, { outcome: "complete" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(RETURN_URL);
    const onboarded = await stripe.accounts.retrieve(account.id);
    expect(onboarded).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { card_payments: "active", transfers: "active" },
      requirements: { currently_due: [], disabled_reason: null },
    });

    // the link worked once: now it points back to refresh_url
    const used = await fetch(link.url);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain(`href="${REFRESH_URL}"`);
    const again = await fetch(link.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=complete",
      redirect: "manual",
    });
    expect(again.status).toBe(410);

    await standIn.waitForDeliveries();
    const updates = connectEvents("account.updated", account.id);
    expect(updates.map((event) => event.data.previous_attributes)).toEqual([
      { business_profile: expect.objectContaining({ name: null }) },
      expect.objectContaining({ charges_enabled: false, details_submitted: false, payouts_enabled: false }),
    ]);
    expect(updates[1]?.data.object).toMatchObject({ id: account.id, charges_enabled: true });
    expect(connectReceiver.rejected()).toBe(0);
    expect(platformReceiver.events.filter((event) => event.type === "account.updated")).toEqual([]);

    // five minutes later a link has expired (only Date is faked: the servers keep running)
    const late = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: REFRESH_URL,
      return_url: RETURN_URL,
      type: "account_update",
    });
    expect((await fetch(late.url)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: (late.expires_at + 1) * 1000 });
    try {
      const expired = await fetch(late.url);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain("This link has expired.");
    } finally {
      vi.useRealTimers();
    }

    const partial = await onboardedAccount("no-bank@example.com", "payouts_disabled");
    expect(partial).toMatchObject({ charges_enabled: true, payouts_enabled: false, details_submitted: true });
    expect(partial.requirements?.currently_due).toEqual(["external_account"]);
  });

  it("keeps each account's objects apart under the Stripe-Account header", async () => {
    const first = await onboardedAccount("first@example.com");
    const second = await onboardedAccount("second@example.com");
    const customer = await stripe.customers.create({ email: "client@example.com" }, { stripeAccount: first.id });
    const product = await stripe.products.create({ name: "Agency plan" }, { stripeAccount: first.id });

    expect((await stripe.customers.retrieve(customer.id, {}, { stripeAccount: first.id })).id).toBe(customer.id);
    for (const options of [{}, { stripeAccount: second.id }]) {
      await expect(stripe.customers.retrieve(customer.id, {}, options)).rejects.toMatchObject({
        statusCode: 404,
        code: "resource_missing",
        message: `No such customer: '${customer.id}'`,
      });
      await expect(stripe.products.retrieve(product.id, {}, options)).rejects.toMatchObject({ statusCode: 404 });
    }
    const platformCustomers = await stripe.customers.list({ email: "client@example.com" });
    expect(platformCustomers.data).toEqual([]);
    const secondCustomers = await stripe.customers.list({}, { stripeAccount: second.id });
    expect(secondCustomers.data).toEqual([]);

    await expect(stripe.customers.list({}, { stripeAccount: "acct_unknown" })).rejects.toMatchObject({
      type: "StripePermissionError",
      statusCode: 403,
      code: "account_invalid",
    });
    await expect(stripe.accounts.create({ type: "express" }, { stripeAccount: first.id })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await stripe.accounts.retrieve(first.id, {}, { stripeAccount: first.id })).id).toBe(first.id);

    const accountEvents = await stripe.events.list({ type: "customer.created" }, { stripeAccount: first.id });
    expect(accountEvents.data.map((event) => [event.account, objectId(event)])).toEqual([[first.id, customer.id]]);
    const platformEvents = await stripe.events.list({ type: "customer.created" });
    expect(platformEvents.data.some((event) => objectId(event) === customer.id)).toBe(false);
  });

  it("collects a PaymentIntent's application fee on the platform", async () => {
    const account = await onboardedAccount("fees@example.com");
    await expect(
      stripe.paymentIntents.create({ amount: 5000, currency: "eur", application_fee_amount: 500 }),
    ).rejects.toMatchObject({ statusCode: 400, param: "application_fee_amount" });

    const intent = await stripe.paymentIntents.create(
      {
        amount: 5000,
        currency: "eur",
        payment_method: "pm_card_visa",
        confirm: true,
        application_fee_amount: 500,
        metadata: { orgId: "o1" },
      },
      { stripeAccount: account.id },
    );
    expect(intent).toMatchObject({ status: "succeeded", application_fee_amount: 500, application: "ca_standin" });
    expect(standIn.paymentIntents(account.id).map((entry) => entry.id)).toEqual([intent.id]);
    await expect(stripe.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ statusCode: 404 });

    const charge = String(intent.latest_charge);
    const fees = await stripe.applicationFees.list({ charge });
    expect(fees.data).toHaveLength(1);
    const fee = await stripe.applicationFees.retrieve(fees.data[0]?.id ?? "", { expand: ["account"] });
    expect(fee).toMatchObject({ amount: 500, currency: "eur", charge, refunded: false });
    expect(typeof fee.account === "object" && fee.account.id).toBe(account.id);
    await expect(stripe.applicationFees.list({}, { stripeAccount: account.id })).rejects.toMatchObject({
      statusCode: 400,
    });

    await standIn.waitForDeliveries();
    expect(connectEvents("payment_intent.succeeded", account.id).map(objectId)).toEqual([intent.id]);
    const created = platformReceiver.events.filter(
      (event) => event.type === "application_fee.created" && objectId(event) === fee.id,
    );
    expect(created.map((event) => event.account)).toEqual([undefined]);
  });

  it("completes a Checkout Session in subscription mode paid on the hosted page", async () => {
    const account = await onboardedAccount("checkout@example.com");
    const options = { stripeAccount: account.id };
    const product = await stripe.products.create({ name: "Client plan" }, options);
    const price = await stripe.prices.create(
      { product: product.id, currency: "eur", unit_amount: 1999, recurring: { interval: "month" } },
      options,
    );
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: price.id, quantity: 2 }],
        customer_email: "client@example.com",
        success_url: "https://agency.example/billing/done?session={CHECKOUT_SESSION_ID}",
        cancel_url: "https://agency.example/billing",
        subscription_data: { application_fee_percent: 12.5, metadata: { orgId: "o1" } },
        metadata: { orgId: "o1" },
      },
      options,
    );
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", amount_total: 3998, currency: "eur" });
    await expect(stripe.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 });
    const url = session.url ?? "";
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("€39.98");
    expect(html).toContain('value="client@example.com"');

    const card = {
      email: "client@example.com",
      billingName: "Cy Client",
      cardExpiry: `12 / ${year % 100}`,
      cardCvc: "123",
    };
    const declined = await submitHostedForm(url, { ...card, cardNumber: "4000 0000 0000 0341" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, options)).status).toBe("open");

    const paid = await submitHostedForm(url, { ...card, cardNumber: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://agency.example/billing/done?session=${session.id}`);

    const complete = await stripe.checkout.sessions.retrieve(
      session.id,
      { expand: ["subscription", "line_items"] },
      options,
    );
    expect(complete).toMatchObject({ status: "complete", payment_status: "paid", metadata: { orgId: "o1" } });
    expect(complete.line_items?.data.map((item) => [item.price?.id, item.quantity])).toEqual([[price.id, 2]]);
    const subscription = complete.subscription;
    if (!subscription || typeof subscription === "string") throw new Error("subscription was not expanded");
    expect(subscription).toMatchObject({
      status: "active",
      application_fee_percent: 12.5,
      application: "ca_standin",
      customer: complete.customer,
      metadata: { orgId: "o1" },
    });
    const invoice = await stripe.invoices.retrieve(
      String(subscription.latest_invoice),
      { expand: ["payments"] },
      options,
    );
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 3998 });
    const intent = await stripe.paymentIntents.retrieve(
      String(invoice.payments?.data[0]?.payment.payment_intent),
      {},
      options,
    );
    // round(3998 * 12.5 / 100) = round(499.75) = 500
    expect(intent.application_fee_amount).toBe(500);
    const fees = await stripe.applicationFees.list({ charge: String(intent.latest_charge) });
    expect(fees.data.map((fee) => [fee.amount, fee.account])).toEqual([[500, account.id]]);

    expect((await fetch(url)).status).toBe(410);
    await standIn.waitForDeliveries();
    const completed = connectEvents("checkout.session.completed", account.id);
    expect(completed.map((event) => event.data.object)).toEqual([
      expect.objectContaining({ id: session.id, status: "complete", subscription: subscription.id }),
    ]);
    expect(connectEvents("invoice.paid", account.id).map(objectId)).toEqual([invoice.id]);
    expect(connectEvents("customer.subscription.created", account.id)).toHaveLength(1);
    expect(platformReceiver.events.some((event) => event.type === "checkout.session.completed")).toBe(false);
  });

  it("pays Checkout Sessions in payment mode with a fee, and saves a card in setup mode", async () => {
    const account = await onboardedAccount("once@example.com");
    const options = { stripeAccount: account.id };
    const product = await stripe.products.create({ name: "Set-up fee" }, options);
    const price = await stripe.prices.create({ product: product.id, currency: "usd", unit_amount: 15000 }, options);
    const card = { cardNumber: "4242424242424242", cardExpiry: `01/${year}`, cardCvc: "123" };

    const payment = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ price: price.id, quantity: 1 }],
        payment_intent_data: { application_fee_amount: 1500 },
        success_url: "https://agency.example/paid",
      },
      options,
    );
    expect((await submitHostedForm(payment.url ?? "", { ...card, email: "buyer@example.com" })).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(payment.id, { expand: ["payment_intent"] }, options);
    const intent = paid.payment_intent;
    if (!intent || typeof intent === "string") throw new Error("payment_intent was not expanded");
    expect(intent).toMatchObject({ status: "succeeded", amount: 15000, application_fee_amount: 1500 });
    expect(paid.customer).toBeNull();
    expect((await stripe.applicationFees.list({ charge: String(intent.latest_charge) })).data[0]?.amount).toBe(1500);

    const customer = await stripe.customers.create({ email: "saver@example.com" }, options);
    const setup = await stripe.checkout.sessions.create(
      { mode: "setup", currency: "usd", customer: customer.id, success_url: "https://agency.example/saved" },
      options,
    );
    expect(setup.payment_status).toBe("no_payment_required");
    expect((await submitHostedForm(setup.url ?? "", card)).status).toBe(303);
    const saved = await stripe.checkout.sessions.retrieve(setup.id, { expand: ["setup_intent"] }, options);
    const setupIntent = saved.setup_intent;
    if (!setupIntent || typeof setupIntent === "string") throw new Error("setup_intent was not expanded");
    expect(setupIntent).toMatchObject({ status: "succeeded", customer: customer.id });
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: "card" }, options);
    expect(methods.data.map((method) => method.id)).toEqual([setupIntent.payment_method]);
  });

  it("redelivers a connected account's event to the Connect endpoint, one after the other or all at once", async () => {
    const account = await onboardedAccount("again@example.com");
    await standIn.waitForDeliveries();
    const event = standIn.events.find((entry) => entry.type === "account.updated" && entry.account === account.id);
    if (!event) throw new Error("no account.updated event");
    const copies = () => connectReceiver.events.filter((entry) => entry.id === event.id).length;
    expect(copies()).toBe(1);

    await standIn.redeliver(event.id, 2);
    expect(copies()).toBe(3);

    // answered only once all three are in: sent one after the other, they could never be
    connectReceiver.holdUntil(3);
    await standIn.deliverConcurrently(event.id, 3);
    expect(copies()).toBe(6);
    const attempts = standIn.connectDeliveries.filter((delivery) => delivery.eventId === event.id);
    expect(attempts.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(standIn.deliveries.some((delivery) => delivery.eventId === event.id)).toBe(false);
    expect(connectReceiver.rejected()).toBe(0);
  });
});
