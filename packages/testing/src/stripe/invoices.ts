import type Stripe from "stripe";
import { invoiceApplicationFee } from "./application-fees";
import { CONNECT_APPLICATION_ID } from "./connect";
import { previousAttributes } from "./diff";
import type { Engine } from "./engine";
import { newId, nowSeconds } from "./ids";
import { invoiceTotals, type MathDiscount, type MathLine } from "./invoice-math";
import { renderInvoice } from "./objects/invoice";
import { newPaymentIntent } from "./objects/payment-intent";
import { renderSubscription } from "./objects/subscription";
import { attemptPayment, type PaymentOutcome } from "./payments";
import type { InvoiceRecord, PaymentIntentRecord, Store, SubscriptionRecord } from "./store";

export type SubscriptionBillingReason = "subscription_create" | "subscription_cycle" | "subscription_update";

/** The subscription's discounts that still apply (a repeating coupon's discount ends). */
export function activeDiscounts(store: Store, subscription: SubscriptionRecord, at: number): Stripe.Discount[] {
  return subscription.discounts.flatMap((id) => {
    const discount = store.discounts.get(id);
    return discount && (discount.end === null || discount.end > at) ? [discount] : [];
  });
}

function couponOf(store: Store, discount: Stripe.Discount): Stripe.Coupon | undefined {
  const coupon = discount.source.coupon;
  return typeof coupon === "string" ? store.coupons.get(coupon) : (coupon ?? undefined);
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}

function emitInvoice(
  engine: Engine,
  type:
    | "invoice.created"
    | "invoice.finalized"
    | "invoice.paid"
    | "invoice.payment_succeeded"
    | "invoice.payment_failed"
    | "invoice.payment_action_required"
    | "invoice.voided",
  record: InvoiceRecord,
) {
  engine.log.emit({ type, data: { object: renderInvoice(record) } });
}

/** A draft invoice for a subscription's items, with its discounts and tax rates (invoice.created). */
export function createSubscriptionInvoice(
  engine: Engine,
  subscription: SubscriptionRecord,
  reason: SubscriptionBillingReason,
  period: { start: number; end: number },
): InvoiceRecord {
  const { store } = engine;
  const customer = store.customers.get(subscription.customer);
  const id = newId("in");
  const now = nowSeconds();
  const discounts = activeDiscounts(store, subscription, now);
  const mathDiscounts: MathDiscount[] = discounts.map((discount) => {
    const coupon = couponOf(store, discount);
    return {
      id: discount.id,
      percentOff: coupon?.percent_off ?? null,
      amountOff: coupon?.amount_off ?? null,
      currency: coupon?.currency ?? null,
    };
  });
  const sources = subscription.items.map((item) => {
    const price = store.prices.get(item.price);
    if (!price) throw new Error(`The stand-in lost price ${item.price}`);
    const rates = (item.taxRates ?? subscription.defaultTaxRates).flatMap((rateId) => {
      const rate = store.taxRates.get(rateId);
      return rate ? [rate] : [];
    });
    return { item, price, rates };
  });
  const mathLines: MathLine[] = sources.map(({ item, price, rates }) => ({
    amount: (price.unit_amount ?? 0) * item.quantity,
    taxRates: rates.map((rate) => ({ id: rate.id, percentage: rate.percentage, inclusive: rate.inclusive })),
  }));
  const totals = invoiceTotals(mathLines, mathDiscounts, subscription.currency);
  const taxLine = (tax: { rateId: string; amount: number; taxableAmount: number; inclusive: boolean }) => ({
    amount: tax.amount,
    tax_behavior: tax.inclusive ? "inclusive" : "exclusive",
    tax_rate_details: { tax_rate: tax.rateId },
    taxability_reason: "standard_rated",
    taxable_amount: tax.taxableAmount,
    type: "tax_rate_details" as const,
  });
  const lines: Stripe.InvoiceLineItem[] = sources.map(({ item, price }, index) => {
    const product = store.products.get(typeof price.product === "string" ? price.product : price.product.id);
    const amount = mathLines[index]?.amount ?? 0;
    const lineDiscounts = (totals.lineDiscounts[index] ?? []).filter((entry) => entry.amount > 0);
    return {
      id: newId("il"),
      object: "line_item",
      amount,
      currency: subscription.currency,
      description: `${item.quantity} × ${product?.name ?? "Product"} (at ${formatAmount(price.unit_amount ?? 0, subscription.currency)} / ${price.recurring?.interval ?? "month"})`,
      discount_amounts: lineDiscounts.map((entry) => ({ amount: entry.amount, discount: entry.id })),
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: { ...item.metadata },
      parent: {
        type: "subscription_item_details",
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.periodStart, end: item.periodEnd },
      pretax_credit_amounts: lineDiscounts.map((entry) => ({
        amount: entry.amount,
        discount: entry.id,
        type: "discount",
      })),
      pricing: {
        type: "price_details",
        price_details: { price: price.id, product: product?.id ?? "" },
        unit_amount_decimal: null,
      },
      quantity: item.quantity,
      quantity_decimal: null,
      subscription: subscription.id,
      subtotal: amount,
      taxes: (totals.lineTaxes[index] ?? []).map(taxLine),
    };
  });
  const invoice: Stripe.Invoice = {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "Stripe stand-in",
    account_tax_ids: null,
    amount_due: totals.total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: totals.total,
    amount_shipping: 0,
    application: engine.account === null ? null : CONNECT_APPLICATION_ID,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created: now,
    currency: subscription.currency,
    custom_fields: null,
    customer: subscription.customer,
    customer_account: null,
    customer_address: customer?.address ?? null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discounts.map((discount) => discount.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: period.end,
    period_start: period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: "draft",
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: totals.subtotal,
    subtotal_excluding_tax: totals.subtotalExcludingTax,
    test_clock: null,
    total: totals.total,
    total_discount_amounts: totals.discounts.map((entry) => ({ amount: entry.amount, discount: entry.id })),
    total_excluding_tax: totals.totalExcludingTax,
    total_pretax_credit_amounts: totals.discounts.map((entry) => ({
      amount: entry.amount,
      discount: entry.id,
      type: "discount",
    })),
    total_taxes: totals.taxes.map(taxLine),
    webhooks_delivered_at: null,
  };
  const record: InvoiceRecord = { invoice, paymentIntent: null, payment: null };
  store.invoices.set(id, record);
  subscription.latestInvoice = id;
  emitInvoice(engine, "invoice.created", record);
  return record;
}

/** draft -> open: the invoice gets its number and hosted page (invoice.finalized). */
export function finalizeInvoice(engine: Engine, record: InvoiceRecord): void {
  const { store } = engine;
  const invoice = record.invoice;
  const customerId = typeof invoice.customer === "string" ? invoice.customer : (invoice.customer?.id ?? "");
  const customer = store.customers.get(customerId);
  const sequence = customer?.next_invoice_sequence ?? 1;
  if (customer) customer.next_invoice_sequence = sequence + 1;
  const now = nowSeconds();
  invoice.number = `${customer?.invoice_prefix ?? "STANDIN"}-${String(sequence).padStart(4, "0")}`;
  invoice.status = "open";
  invoice.status_transitions.finalized_at = now;
  invoice.effective_at = now;
  invoice.ending_balance = 0;
  invoice.hosted_invoice_url = `${store.url}/i/${invoice.id}`;
  invoice.next_payment_attempt = invoice.amount_due > 0 ? now : null;
  emitInvoice(engine, "invoice.finalized", record);
}

function subscriptionOf(store: Store, invoice: Stripe.Invoice): SubscriptionRecord | undefined {
  const reference = invoice.parent?.subscription_details?.subscription;
  const id = typeof reference === "string" ? reference : reference?.id;
  return id ? store.subscriptions.get(id) : undefined;
}

/** Changes a subscription's status; once announced, with customer.subscription.updated. */
export function setSubscriptionStatus(
  engine: Engine,
  subscription: SubscriptionRecord,
  status: Stripe.Subscription.Status,
) {
  if (subscription.status === status) return;
  const before = renderSubscription(engine.store, subscription);
  subscription.status = status;
  if (!subscription.announced) return;
  const after = renderSubscription(engine.store, subscription);
  engine.log.emit({
    type: "customer.subscription.updated",
    data: { object: after, previous_attributes: previousAttributes(before, after) },
  });
}

function markPaid(engine: Engine, record: InvoiceRecord): void {
  const invoice = record.invoice;
  const now = nowSeconds();
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.auto_advance = false;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  if (record.payment) {
    record.payment.status = "paid";
    record.payment.amount_paid = invoice.amount_due;
    record.payment.status_transitions.paid_at = now;
  }
  emitInvoice(engine, "invoice.paid", record);
  emitInvoice(engine, "invoice.payment_succeeded", record);
  const subscription = subscriptionOf(engine.store, invoice);
  if (
    subscription &&
    subscription.latestInvoice === invoice.id &&
    ["incomplete", "past_due", "unpaid"].includes(subscription.status)
  ) {
    setSubscriptionStatus(engine, subscription, "active");
  }
}

/**
 * After a payment attempt on an invoice's PaymentIntent: paid (invoice.paid, the subscription
 * becomes active), 3-D Secure needed (invoice.payment_action_required) or failed
 * (invoice.payment_failed; an active subscription becomes past_due).
 */
export function settleInvoice(engine: Engine, intentRecord: PaymentIntentRecord): void {
  const record = intentRecord.invoice ? engine.store.invoices.get(intentRecord.invoice) : undefined;
  if (!record || record.invoice.status !== "open") return;
  const invoice = record.invoice;
  const status = intentRecord.intent.status;
  if (status === "succeeded") {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    markPaid(engine, record);
    return;
  }
  if (status === "requires_action") {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    emitInvoice(engine, "invoice.payment_action_required", record);
    return;
  }
  if (status === "requires_payment_method") {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = null;
    emitInvoice(engine, "invoice.payment_failed", record);
    const subscription = subscriptionOf(engine.store, invoice);
    if (subscription?.status === "active" && subscription.latestInvoice === invoice.id) {
      setSubscriptionStatus(engine, subscription, "past_due");
    }
  }
}

/**
 * Collects an open invoice: a zero total is paid at once; otherwise its PaymentIntent (created on
 * the first call, payment_intent.created) is charged with the payment method when `confirm` is
 * set. Answers the outcome ("pending" when not confirmed).
 */
export function chargeInvoice(
  engine: Engine,
  record: InvoiceRecord,
  options: { paymentMethod: string | null; offSession: boolean; confirm: boolean },
): PaymentOutcome | "pending" {
  const { store } = engine;
  const invoice = record.invoice;
  if (invoice.amount_due === 0) {
    markPaid(engine, record);
    return "succeeded";
  }
  let intentRecord = record.paymentIntent ? store.paymentIntents.get(record.paymentIntent) : undefined;
  if (!intentRecord) {
    const customer = typeof invoice.customer === "string" ? invoice.customer : (invoice.customer?.id ?? null);
    const intent = newPaymentIntent({
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer,
      paymentMethod: options.paymentMethod,
      description: invoice.billing_reason === "subscription_create" ? "Subscription creation" : "Subscription update",
      metadata: {},
      setupFutureUsage: null,
      automaticPaymentMethods: null,
      paymentMethodTypes: ["card"],
      receiptEmail: null,
      statementDescriptor: null,
      statementDescriptorSuffix: null,
      application: engine.account === null ? null : CONNECT_APPLICATION_ID,
      // a connected account's subscription gives the platform its share of each invoice
      applicationFeeAmount: invoiceApplicationFee(
        invoice.amount_due,
        subscriptionOf(store, invoice)?.applicationFeePercent ?? null,
      ),
    });
    intentRecord = { intent, invoice: invoice.id };
    store.paymentIntents.set(intent.id, intentRecord);
    record.paymentIntent = intent.id;
    record.payment = {
      id: newId("inpay"),
      object: "invoice_payment",
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: nowSeconds(),
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: intent.id },
      status: "open",
      status_transitions: { canceled_at: null, paid_at: null },
    };
    engine.log.emit({ type: "payment_intent.created", data: { object: structuredClone(intent) } });
  } else if (options.paymentMethod) {
    intentRecord.intent.payment_method = options.paymentMethod;
  }
  if (!options.confirm) return "pending";
  if (!options.paymentMethod) {
    settleInvoice(engine, intentRecord);
    return "failed";
  }
  const { outcome } = attemptPayment(engine, intentRecord, { offSession: options.offSession });
  settleInvoice(engine, intentRecord);
  return outcome;
}

/** An open invoice of a subscription that ends: void, its PaymentIntent canceled. */
export function voidInvoice(engine: Engine, record: InvoiceRecord): void {
  if (record.invoice.status !== "open" && record.invoice.status !== "draft") return;
  record.invoice.status = "void";
  record.invoice.amount_remaining = 0;
  record.invoice.status_transitions.voided_at = nowSeconds();
  if (record.payment) {
    record.payment.status = "canceled";
    record.payment.status_transitions.canceled_at = nowSeconds();
  }
  const intentRecord = record.paymentIntent ? engine.store.paymentIntents.get(record.paymentIntent) : undefined;
  if (intentRecord && intentRecord.intent.status !== "succeeded" && intentRecord.intent.status !== "canceled") {
    intentRecord.intent.status = "canceled";
    intentRecord.intent.canceled_at = nowSeconds();
    intentRecord.intent.cancellation_reason = "void_invoice";
    intentRecord.intent.next_action = null;
    engine.log.emit({ type: "payment_intent.canceled", data: { object: structuredClone(intentRecord.intent) } });
  }
  emitInvoice(engine, "invoice.voided", record);
}
