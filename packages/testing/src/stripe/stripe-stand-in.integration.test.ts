import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceTotals } from "./invoice-math";
import { startStripeStandIn, stripeSdkOptions, type StripeStandIn } from "./index";
import { startStripeEventReceiver, type StripeEventReceiver } from "./stripe-event-receiver";

let standIn: StripeStandIn;
let receiver: StripeEventReceiver;
let stripe: Stripe;

const year = new Date().getUTCFullYear() + 3;

async function customerWithCard(number: string, email = "owner@example.com") {
  const customer = await stripe.customers.create({ email, name: "Ada Owner", metadata: { workspaceId: "w1" } });
  const method = await stripe.paymentMethods.create({
    type: "card",
    card: { number, exp_month: 12, exp_year: year, cvc: "123" },
    billing_details: { name: "Ada Owner", address: { country: "DE", postal_code: "10115" } },
  });
  await stripe.paymentMethods.attach(method.id, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  return { customer, method };
}

async function catalogue(currency = "eur") {
  const plan = await stripe.products.create({ name: "Pay as you go", metadata: { parlo_key: "plan:pay_as_you_go" } });
  const seat = await stripe.products.create({ name: "Workspace seat" });
  const planPrice = await stripe.prices.create({
    product: plan.id,
    currency,
    unit_amount: 2200,
    recurring: { interval: "month" },
    lookup_key: `plan_${currency}_${Math.random()}`,
    metadata: { parlo_key: "plan:pay_as_you_go" },
  });
  const seatPrice = await stripe.prices.create({
    product: seat.id,
    currency,
    unit_amount: 500,
    recurring: { interval: "month" },
  });
  const tax = await stripe.taxRates.create({ display_name: "EU Tax (DE 27%)", percentage: 27, inclusive: false });
  const coupon = await stripe.coupons.create({ percent_off: 10, duration: "forever", name: "Ten off" });
  const code = `TEN${Math.floor(Math.random() * 1e6)}`;
  const promotion = await stripe.promotionCodes.create({ code, promotion: { type: "coupon", coupon: coupon.id } });
  return { planPrice, seatPrice, tax, coupon, promotion, code };
}

const received = (type: string, id: string) =>
  receiver.events.filter((event) => event.type === type && "id" in event.data.object && event.data.object.id === id);

beforeAll(async () => {
  receiver = await startStripeEventReceiver("whsec_standin");
  standIn = await startStripeStandIn({ webhookUrl: receiver.url });
  stripe = new Stripe(standIn.secretKey, stripeSdkOptions(standIn));
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

describe("Stripe stand-in", () => {
  it("answers Stripe's 401 for another key and 404 for an unknown object", async () => {
    const intruder = new Stripe("sk_test_wrong", stripeSdkOptions(standIn));
    await expect(intruder.customers.list()).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
    const unknownParam = { email: "a@example.com", nonsense: "x" };
    await expect(stripe.customers.create(unknownParam)).rejects.toMatchObject({
      statusCode: 400,
      code: "parameter_unknown",
    });
  });

  it("creates a customer, attaches a card and makes it the default", async () => {
    const { customer, method } = await customerWithCard("4242424242424242");
    expect(method.card).toMatchObject({ brand: "visa", last4: "4242", exp_month: 12, exp_year: year });
    const found = await stripe.customers.retrieve(customer.id, { expand: ["invoice_settings.default_payment_method"] });
    if (found.deleted) throw new Error("deleted");
    const saved = found.invoice_settings.default_payment_method;
    expect(typeof saved === "object" && saved?.card?.last4).toBe("4242");
    expect(found.metadata).toEqual({ workspaceId: "w1" });
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: "card" });
    expect(methods.data.map((entry) => entry.id)).toEqual([method.id]);
    const types = standIn.events
      .filter((event) => "id" in event.data.object && [customer.id, method.id].includes(event.data.object.id))
      .map((event) => event.type);
    expect(types).toEqual(["customer.created", "payment_method.attached", "customer.updated"]);
  });

  it("bills two items with a 27 % tax rate and a 10 % promotion code to the cent", async () => {
    const { customer } = await customerWithCard("4242424242424242");
    const { planPrice, seatPrice, tax, coupon, code } = await catalogue();
    const codes = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ["data.promotion.coupon"] });
    const promotion = codes.data[0];
    const promoted = promotion?.promotion.coupon;
    expect(typeof promoted === "object" && promoted?.percent_off).toBe(10);

    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [
        { price: planPrice.id, quantity: 1 },
        { price: seatPrice.id, quantity: 3 },
      ],
      default_tax_rates: [tax.id],
      discounts: [{ promotion_code: promotion?.id ?? "" }],
      payment_behavior: "allow_incomplete",
      proration_behavior: "none",
      metadata: { workspaceId: "w1", planId: "pay_as_you_go" },
      expand: ["latest_invoice.payments", "latest_invoice.confirmation_secret", "items.data.price.product"],
    });
    expect(subscription.status).toBe("active");
    const item = subscription.items.data[0];
    expect((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)).toBe(30 * 24 * 60 * 60);
    expect(typeof item?.price.product === "object" && item.price.product.id).toBeTruthy();

    // 2200 + 3 x 500 = 3700; -10 % = 3330; 27 % tax = 899.1 -> 899; total 4229
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === "string") throw new Error("latest_invoice was not expanded");
    expect(invoice).toMatchObject({
      status: "paid",
      billing_reason: "subscription_create",
      currency: "eur",
      subtotal: 3700,
      total: 4229,
      amount_due: 4229,
      amount_paid: 4229,
      amount_remaining: 0,
      total_excluding_tax: 3330,
    });
    expect(invoice.total_discount_amounts?.map((entry) => entry.amount)).toEqual([370]);
    expect(invoice.total_taxes?.map((entry) => [entry.amount, entry.tax_rate_details?.tax_rate])).toEqual([
      [899, tax.id],
    ]);
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([2200, 1500]);
    expect(invoice.parent?.subscription_details).toMatchObject({
      subscription: subscription.id,
      metadata: { workspaceId: "w1", planId: "pay_as_you_go" },
    });
    expect(invoice.number).toMatch(/^[0-9A-F]{8}-0001$/);
    const totals = invoiceTotals(
      [
        { amount: 2200, taxRates: [{ id: tax.id, percentage: 27, inclusive: false }] },
        { amount: 1500, taxRates: [{ id: tax.id, percentage: 27, inclusive: false }] },
      ],
      [{ id: "d", percentOff: 10, amountOff: null, currency: null }],
      "eur",
    );
    expect(totals.total).toBe(4229);

    const reference = invoice.payments?.data[0]?.payment.payment_intent;
    expect(typeof reference).toBe("string");
    const intent = await stripe.paymentIntents.retrieve(String(reference));
    expect(intent).toMatchObject({ status: "succeeded", amount: 4229, amount_received: 4229, customer: customer.id });
    expect(invoice.confirmation_secret?.client_secret).toBe(intent.client_secret);

    const discounts = await stripe.subscriptions.retrieve(subscription.id, { expand: ["discounts.source.coupon"] });
    const discount = discounts.discounts[0];
    const source = typeof discount === "object" ? discount.source.coupon : null;
    expect(typeof source === "object" && source?.id).toBe(coupon.id);

    const page = await fetch(invoice.hosted_invoice_url ?? "");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("€42.29");

    await standIn.waitForDeliveries();
    expect(received("invoice.paid", invoice.id)).toHaveLength(1);
    expect(received("customer.subscription.created", subscription.id)[0]?.data.object).toMatchObject({
      status: "active",
    });
  });

  it("finds prices by lookup key and pages through lists", async () => {
    const { planPrice } = await catalogue("gbp");
    const key = planPrice.lookup_key ?? "";
    const moved = await stripe.prices.create({
      product: typeof planPrice.product === "string" ? planPrice.product : planPrice.product.id,
      currency: "gbp",
      unit_amount: 2000,
      recurring: { interval: "month" },
      lookup_key: key,
      transfer_lookup_key: true,
    });
    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    expect(found.data.map((price) => price.id)).toEqual([moved.id]);
    const seen: string[] = [];
    for await (const rate of stripe.taxRates.list({ active: true, limit: 1 })) seen.push(rate.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });

  it("asks for 3-D Secure on a subscription's first payment, then activates it once confirmed", async () => {
    const { customer } = await customerWithCard("4000002500003155");
    const { planPrice } = await catalogue();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: planPrice.id }],
      payment_behavior: "allow_incomplete",
      expand: ["latest_invoice.payments", "latest_invoice.confirmation_secret"],
    });
    expect(subscription.status).toBe("incomplete");
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === "string") throw new Error("latest_invoice was not expanded");
    expect(invoice.status).toBe("open");
    const intentId = String(invoice.payments?.data[0]?.payment.payment_intent);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent.status).toBe("requires_action");
    expect(intent.next_action?.type).toBe("use_stripe_sdk");
    expect(invoice.confirmation_secret?.client_secret).toBe(intent.client_secret);

    const confirmed = await stripe.paymentIntents.confirm(intentId);
    expect(confirmed.status).toBe("succeeded");
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(active.status).toBe("active");
    expect(typeof active.latest_invoice === "object" && active.latest_invoice?.status).toBe("paid");

    await standIn.waitForDeliveries();
    expect(received("invoice.paid", invoice.id)).toHaveLength(1);
    const update = received("customer.subscription.updated", subscription.id).at(-1);
    expect(update?.data.object).toMatchObject({ status: "active" });
    expect(update?.data.previous_attributes).toMatchObject({ status: "incomplete" });
    expect(receiver.rejected()).toBe(0);
  });

  it("lets Stripe.js create cards and answer 3-D Secure with the publishable key", async () => {
    const call = async (path: string, body: Record<string, string>, key = standIn.publishableKey) => {
      const response = await fetch(`${standIn.url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      });
      return { status: response.status, body: await response.json() };
    };
    const created = await call("/v1/payment_methods", {
      type: "card",
      "card[number]": "4000002500003155",
      "card[exp_month]": "12",
      "card[exp_year]": String(year % 100),
      "card[cvc]": "123",
      "billing_details[name]": "Ada",
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ object: "payment_method", card: { brand: "visa", last4: "3155" } });
    const badNumber = await call("/v1/payment_methods", {
      type: "card",
      "card[number]": "4242424242424241",
      "card[exp_month]": "12",
      "card[exp_year]": String(year),
    });
    expect(badNumber).toMatchObject({ status: 402, body: { error: { type: "card_error", code: "incorrect_number" } } });

    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: "eur" });
    const secret = intent.client_secret ?? "";
    const confirmed = await call(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: secret,
      payment_method: String(created.body.id),
    });
    expect(confirmed.body).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } });
    const failed = await call(`/v1/payment_intents/${intent.id}/authenticate`, {
      client_secret: secret,
      outcome: "fail",
    });
    expect(failed.body).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "payment_intent_authentication_failure" },
    });
    const again = await call(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: secret,
      payment_method: String(created.body.id),
    });
    expect(again.body.status).toBe("requires_action");
    const done = await call(`/v1/payment_intents/${intent.id}/authenticate`, {
      client_secret: secret,
      outcome: "complete",
    });
    expect(done.body.status).toBe("succeeded");

    const wrongSecret = await call(`/v1/payment_intents/${intent.id}/confirm`, { client_secret: "pi_x_secret_y" });
    expect(wrongSecret.status).toBe(400);
    const secretOnly = await call("/v1/customers", { email: "x@example.com" });
    expect(secretOnly.status).toBe(401);

    const script = await fetch(standIn.jsUrl);
    expect(script.headers.get("content-type")).toContain("javascript");
    const source = await script.text();
    expect(source).toContain("window.Stripe = Stripe");
    expect(source).toContain(standIn.url);
    const preflight = await fetch(`${standIn.url}/v1/payment_methods`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
  });

  it("declines the test cards that are declined", async () => {
    const customer = await stripe.customers.create({ email: "declined@example.com" });
    const declinedEarly = await stripe.paymentMethods.create({
      type: "card",
      card: { number: "4000000000000002", exp_month: 1, exp_year: year, cvc: "123" },
    });
    await expect(stripe.paymentMethods.attach(declinedEarly.id, { customer: customer.id })).rejects.toMatchObject({
      type: "StripeCardError",
      statusCode: 402,
      code: "card_declined",
    });

    const { customer: failing } = await customerWithCard("4000000000000341", "fails@example.com");
    const { planPrice } = await catalogue();
    await expect(
      stripe.subscriptions.create({
        customer: failing.id,
        items: [{ price: planPrice.id }],
        payment_behavior: "error_if_incomplete",
      }),
    ).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined", decline_code: "generic_decline" });
    expect((await stripe.subscriptions.list({ customer: failing.id, status: "all" })).data).toHaveLength(0);

    const incomplete = await stripe.subscriptions.create({
      customer: failing.id,
      items: [{ price: planPrice.id }],
      payment_behavior: "allow_incomplete",
      expand: ["latest_invoice.payments.data.payment.payment_intent"],
    });
    expect(incomplete.status).toBe("incomplete");
    const invoice = incomplete.latest_invoice;
    if (!invoice || typeof invoice === "string") throw new Error("latest_invoice was not expanded");
    const payment = invoice.payments?.data[0]?.payment.payment_intent;
    expect(typeof payment === "object" && payment?.status).toBe("requires_payment_method");
    expect(typeof payment === "object" && payment?.last_payment_error?.code).toBe("card_declined");
    const canceled = await stripe.subscriptions.cancel(incomplete.id);
    expect(canceled.status).toBe("canceled");

    const { customer: poor, method } = await customerWithCard("4000000000009995", "poor@example.com");
    const error = await stripe.paymentIntents
      .create({
        amount: 2000,
        currency: "eur",
        customer: poor.id,
        payment_method: method.id,
        confirm: true,
        off_session: true,
      })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      decline_code: "insufficient_funds",
      payment_intent: { status: "requires_payment_method" },
    });
  });

  it("answers a repeated Idempotency-Key with the first PaymentIntent and charges once", async () => {
    const { customer, method } = await customerWithCard("4242424242424242", "twice@example.com");
    const before = standIn.paymentIntents().length;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 1234,
      currency: "eur",
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
      off_session: true,
      metadata: { kind: "auto_recharge" },
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: "recharge-1" });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: "recharge-1" });
    expect(second.id).toBe(first.id);
    expect(first.status).toBe("succeeded");
    expect(standIn.paymentIntents().length).toBe(before + 1);
    expect((await stripe.paymentIntents.list({ customer: customer.id })).data).toHaveLength(1);
    await expect(
      stripe.paymentIntents.create({ ...params, amount: 999 }, { idempotencyKey: "recharge-1" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
  });

  it("ends a subscription set to cancel at the end of its period", async () => {
    const { customer } = await customerWithCard("4242424242424242", "leaving@example.com");
    const { planPrice } = await catalogue();
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: planPrice.id }] });
    const cancelling = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
      cancellation_details: { comment: "Too expensive", feedback: "too_expensive" },
      metadata: { cancelReason: "Too expensive" },
    });
    expect(cancelling).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      cancel_at: cancelling.items.data[0]?.current_period_end,
      cancellation_details: { feedback: "too_expensive" },
    });
    const reactivated = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      metadata: { cancelReason: "" },
    });
    expect(reactivated).toMatchObject({ cancel_at_period_end: false, cancel_at: null, metadata: {} });
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });

    const ended = await standIn.advanceSubscription(subscription.id);
    expect(ended.status).toBe("canceled");
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
    await standIn.waitForDeliveries();
    expect(received("customer.subscription.deleted", subscription.id)[0]?.data.object).toMatchObject({
      status: "canceled",
    });
  });

  it("renews a subscription off-session: paid with a good card, past_due when the card fails", async () => {
    const { customer } = await customerWithCard("4242424242424242", "renewing@example.com");
    const { planPrice, seatPrice } = await catalogue();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: planPrice.id }],
    });
    const added = await stripe.subscriptions.update(subscription.id, {
      items: [{ price: seatPrice.id, quantity: 2 }],
      proration_behavior: "none",
    });
    expect(added.items.data.map((item) => item.quantity)).toEqual([1, 2]);

    const renewed = await standIn.advanceSubscription(subscription.id);
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0]?.current_period_start).toBe(subscription.items.data[0]?.current_period_end);
    const cycle = await stripe.invoices.list({ subscription: subscription.id, limit: 1 });
    expect(cycle.data[0]).toMatchObject({ billing_reason: "subscription_cycle", status: "paid", total: 3200 });

    const failing = await stripe.paymentMethods.create({
      type: "card",
      card: { number: "4000000000000341", exp_month: 12, exp_year: year, cvc: "123" },
    });
    await stripe.paymentMethods.attach(failing.id, { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    const pastDue = await standIn.advanceSubscription(subscription.id);
    expect(pastDue.status).toBe("past_due");
    const invoices = await stripe.invoices.list({ customer: customer.id, limit: 10 });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(["open", "paid", "paid"]);
    const unpaid = invoices.data[0];
    if (!unpaid) throw new Error("no invoice");

    await standIn.waitForDeliveries();
    expect(received("invoice.payment_failed", unpaid.id)).toHaveLength(1);
    expect(received("customer.subscription.updated", subscription.id).at(-1)?.data.object).toMatchObject({
      status: "past_due",
    });
  });

  it("delivers signed events in order, retries failed deliveries and redelivers on request", async () => {
    const flaky = await startStripeEventReceiver(standIn.webhookSecret, 2);
    try {
      await standIn.waitForDeliveries();
      standIn.setWebhookUrl(flaky.url);
      const customer = await stripe.customers.create({ email: "flaky@example.com" });
      await stripe.customers.update(customer.id, { name: "Flaky" });
      await standIn.waitForDeliveries();
      const event = standIn.events.find(
        (entry) => entry.type === "customer.created" && entry.data.object.id === customer.id,
      );
      if (!event) throw new Error("no customer.created event");
      expect(
        standIn.deliveries.filter((delivery) => delivery.eventId === event.id).map((delivery) => delivery.status),
      ).toEqual([500, 500, 200]);
      expect(flaky.events.map((entry) => entry.type)).toEqual(["customer.created", "customer.updated"]);
      expect(flaky.events[1]?.data.previous_attributes).toEqual({ name: null });

      await standIn.redeliver(event.id, 2);
      expect(flaky.events.filter((entry) => entry.id === event.id)).toHaveLength(3);
      expect(flaky.rejected()).toBe(0);
      const listed = await stripe.events.list({ type: "customer.*", limit: 2 });
      expect(listed.data.map((entry) => entry.type)).toEqual(["customer.updated", "customer.created"]);
    } finally {
      standIn.setWebhookUrl(receiver.url);
      await flaky.close();
    }
  });
});
