import type Stripe from "stripe";
import { CONNECT_APPLICATION_ID } from "./connect";
import type { Engine } from "./engine";
import { cardError, invalidRequest } from "./errors";
import { nowSeconds } from "./ids";
import { settleInvoice } from "./invoices";
import { renderCheckoutSession } from "./objects/checkout-session";
import { newCustomer } from "./objects/customer";
import { newPaymentIntent } from "./objects/payment-intent";
import { emptyBillingDetails } from "./objects/payment-method";
import { succeededSetupIntent } from "./objects/setup-intent";
import { attachPaymentMethod, createCardPaymentMethod, type CardInput } from "./payment-methods";
import { attemptPayment, predictCharge, renderPaymentIntent, succeedPayment } from "./payments";
import type { CheckoutSessionRecord, PaymentIntentRecord } from "./store";
import { createSubscription } from "./subscriptions";

/** What the customer entered on the hosted Checkout page. */
export interface CheckoutForm {
  email: string | null;
  name: string | null;
  card: CardInput;
}

/** The session can still be paid: open and not past expires_at (an expired one is marked so). */
export function checkOpen(engine: Engine, record: CheckoutSessionRecord): void {
  const session = record.session;
  if (session.status === "open" && session.expires_at <= nowSeconds()) expireCheckoutSession(engine, record);
  if (session.status !== "open") {
    throw invalidRequest(`This Checkout Session is ${session.status ?? "closed"}: it can no longer be paid.`, {
      code: "checkout_session_unexpected_state",
    });
  }
}

/** The session ends unpaid (checkout.session.expired). */
export function expireCheckoutSession(engine: Engine, record: CheckoutSessionRecord): void {
  record.session.status = "expired";
  record.session.url = null;
  engine.log.emit({ type: "checkout.session.expired", data: { object: renderCheckoutSession(record) } });
}

/** A PaymentIntent waiting for 3-D Secure: the customer completes the challenge on the hosted page. */
function passChallenge(engine: Engine, intent: PaymentIntentRecord | undefined): void {
  if (intent?.intent.status !== "requires_action") return;
  succeedPayment(engine, intent);
  settleInvoice(engine, intent);
}

function customerFor(engine: Engine, record: CheckoutSessionRecord, form: CheckoutForm): string | null {
  const session = record.session;
  const existing = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
  if (existing) return existing;
  // payment mode makes a customer only when asked to (customer_creation=always)
  if (session.mode === "payment" && session.customer_creation !== "always") return null;
  const customer = newCustomer({
    email: form.email ?? session.customer_email,
    name: form.name,
    phone: null,
    description: null,
    address: null,
    metadata: {},
    defaultPaymentMethod: null,
  });
  engine.store.customers.set(customer.id, customer);
  engine.log.emit({ type: "customer.created", data: { object: structuredClone(customer) } });
  return customer.id;
}

function paySubscription(engine: Engine, record: CheckoutSessionRecord, customer: string, method: string): void {
  const subscription = createSubscription(engine, {
    customer,
    items: record.lines.map((line, index) => ({
      price: line.price,
      quantity: line.quantity,
      taxRates: null,
      metadata: {},
      param: `line_items[${index}]`,
    })),
    currency: record.session.currency,
    defaultPaymentMethod: method,
    defaultTaxRates: [],
    discounts: [],
    paymentBehavior: "allow_incomplete",
    offSession: false,
    cancelAtPeriodEnd: false,
    description: record.subscriptionData.description,
    metadata: record.subscriptionData.metadata,
    applicationFeePercent: record.applicationFeePercent,
  });
  const invoice = subscription.latestInvoice ? engine.store.invoices.get(subscription.latestInvoice) : undefined;
  const intent = invoice?.paymentIntent ? engine.store.paymentIntents.get(invoice.paymentIntent) : undefined;
  passChallenge(engine, intent);
  record.session.subscription = subscription.id;
  record.session.invoice = subscription.latestInvoice;
}

function payOnce(
  engine: Engine,
  record: CheckoutSessionRecord,
  customer: string | null,
  method: string,
  email: string | null,
) {
  const session = record.session;
  const intent = newPaymentIntent({
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    customer,
    paymentMethod: method,
    description: record.paymentIntentData.description,
    metadata: record.paymentIntentData.metadata,
    setupFutureUsage: record.paymentIntentData.setupFutureUsage,
    automaticPaymentMethods: null,
    paymentMethodTypes: ["card"],
    receiptEmail: email,
    statementDescriptor: null,
    statementDescriptorSuffix: null,
    application: engine.account === null ? null : CONNECT_APPLICATION_ID,
    applicationFeeAmount: record.applicationFeeAmount,
  });
  const intentRecord: PaymentIntentRecord = { intent, invoice: null };
  engine.store.paymentIntents.set(intent.id, intentRecord);
  engine.log.emit({ type: "payment_intent.created", data: { object: renderPaymentIntent(intentRecord) } });
  attemptPayment(engine, intentRecord, { offSession: false });
  passChallenge(engine, intentRecord);
  session.payment_intent = intent.id;
}

function saveCard(engine: Engine, record: CheckoutSessionRecord, customer: string | null, method: string): void {
  const intent = succeededSetupIntent({
    customer,
    paymentMethod: method,
    application: engine.account === null ? null : CONNECT_APPLICATION_ID,
    metadata: {},
  });
  engine.store.setupIntents.set(intent.id, intent);
  engine.log.emit({ type: "setup_intent.created", data: { object: structuredClone(intent) } });
  engine.log.emit({ type: "setup_intent.succeeded", data: { object: structuredClone(intent) } });
  record.session.setup_intent = intent.id;
}

/**
 * The customer submitted the hosted Checkout page with a card: in subscription mode the
 * subscription (with its first invoice paid), in payment mode a PaymentIntent, in setup mode a
 * SetupIntent saving the card; then the session is complete (checkout.session.completed). A card
 * the charge would decline changes nothing but answers its card error (the session stays open);
 * a card asking for 3-D Secure counts as authenticated on the page.
 */
export function payCheckoutSession(engine: Engine, record: CheckoutSessionRecord, form: CheckoutForm): void {
  checkOpen(engine, record);
  const session = record.session;
  const billing: Stripe.PaymentMethod.BillingDetails = { ...emptyBillingDetails(), email: form.email, name: form.name };
  const method = createCardPaymentMethod(engine, form.card, billing, {});
  const prediction = predictCharge(engine, method.method.id, false);
  if (session.mode !== "setup" && prediction.outcome === "failed" && prediction.decline) {
    const { decline } = prediction;
    throw cardError({
      code: decline.code,
      message: decline.message,
      ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
    });
  }
  const customer = customerFor(engine, record, form);
  if (customer && session.mode !== "payment") attachPaymentMethod(engine, method, customer);
  if (session.mode === "payment") payOnce(engine, record, customer, method.method.id, form.email);
  else if (session.mode === "setup") saveCard(engine, record, customer, method.method.id);
  else if (customer) paySubscription(engine, record, customer, method.method.id);

  session.status = "complete";
  session.payment_status = session.mode === "setup" || session.amount_total === 0 ? "no_payment_required" : "paid";
  session.customer = customer;
  const saved = customer ? (engine.store.customers.get(customer)?.email ?? null) : null;
  session.customer_details = {
    address: null,
    business_name: null,
    email: form.email ?? session.customer_email ?? saved,
    individual_name: null,
    name: form.name,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
  session.url = null;
  engine.log.emit({ type: "checkout.session.completed", data: { object: renderCheckoutSession(record) } });
}

/** Where the browser goes after paying: success_url with {CHECKOUT_SESSION_ID} filled in. */
export function successUrlOf(record: CheckoutSessionRecord): string | null {
  return record.session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", record.session.id) ?? null;
}
