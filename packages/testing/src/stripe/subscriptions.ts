import type Stripe from "stripe";
import { CONNECT_APPLICATION_ID } from "./connect";
import { previousAttributes } from "./diff";
import type { Engine } from "./engine";
import { cardError, invalidRequest, missingResource } from "./errors";
import { MONTH_SECONDS, newId, nowSeconds } from "./ids";
import { invoiceTotals } from "./invoice-math";
import { chargeInvoice, createSubscriptionInvoice, finalizeInvoice, voidInvoice } from "./invoices";
import { newDiscount } from "./objects/discounts";
import { renderSubscription } from "./objects/subscription";
import { customerOf } from "./payment-methods";
import { predictCharge } from "./payments";
import type { Store, SubscriptionItemRecord, SubscriptionRecord } from "./store";
import { AUTHENTICATION_REQUIRED } from "./test-cards";

export type PaymentBehavior =
  "allow_incomplete" | "default_incomplete" | "error_if_incomplete" | "pending_if_incomplete";

export interface ItemInput {
  price: string;
  quantity: number;
  taxRates: string[] | null;
  metadata: Record<string, string>;
  /** the parameter's name in errors, e.g. items[0] */
  param: string;
}

export type DiscountInput = { coupon: string } | { promotionCode: string } | { discount: string };

export interface CreateSubscriptionInput {
  customer: string;
  items: ItemInput[];
  currency: string | null;
  defaultPaymentMethod: string | null;
  defaultTaxRates: string[];
  discounts: DiscountInput[];
  paymentBehavior: PaymentBehavior;
  offSession: boolean;
  cancelAtPeriodEnd: boolean;
  description: string | null;
  metadata: Record<string, string>;
  /** connected accounts only (see checkFeeAllowed) */
  applicationFeePercent: number | null;
}

export function requireCustomer(store: Store, id: string, param = "customer"): Stripe.Customer {
  const customer = store.customers.get(id);
  if (!customer || store.deletedCustomers.has(id)) throw missingResource("customer", id, param);
  return customer;
}

/** A recurring, active price in the subscription's currency. */
function checkPrice(store: Store, id: string, param: string, currency: string | null): Stripe.Price {
  const price = store.prices.get(id);
  if (!price) throw missingResource("price", id, param);
  if (!price.active)
    throw invalidRequest(`The price specified is inactive. This field only accepts active prices.`, { param });
  if (!price.recurring) {
    throw invalidRequest(
      "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.",
      { param },
    );
  }
  if (currency && price.currency !== currency) {
    throw invalidRequest(
      `The price specified has currency \`${price.currency}\`, but the subscription's currency is \`${currency}\`. All prices on a subscription must have the same currency.`,
      { param },
    );
  }
  return price;
}

function checkTaxRates(store: Store, ids: string[], param: string): void {
  ids.forEach((id, index) => {
    const rate = store.taxRates.get(id);
    if (!rate) throw missingResource("tax rate", id, `${param}[${index}]`);
    if (!rate.active) throw invalidRequest(`Tax rate ${id} is inactive.`, { param: `${param}[${index}]` });
  });
}

function checkNoDuplicates(items: Array<{ price: string }>): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.price)) {
      throw invalidRequest("Cannot add multiple subscription items with the same price.", { param: "items" });
    }
    seen.add(item.price);
  }
}

/** The payment method a subscription charges: its own default, else the customer's. */
export function chargeMethodOf(store: Store, subscription: SubscriptionRecord): string | null {
  if (subscription.defaultPaymentMethod) return subscription.defaultPaymentMethod;
  const method = store.customers.get(subscription.customer)?.invoice_settings.default_payment_method;
  return typeof method === "string" ? method : (method?.id ?? null);
}

function checkOwnMethod(store: Store, customer: string, id: string, param: string): void {
  const method = store.paymentMethods.get(id);
  if (!method || customerOf(method.method) !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      { param },
    );
  }
}

/** Discounts for a subscription (each redemption counted on its coupon and promotion code). */
function createDiscounts(
  store: Store,
  inputs: DiscountInput[],
  customer: string,
  subscription: string,
  currency: string,
) {
  const resolved = inputs.map((input, index) => {
    const param = `discounts[${index}]`;
    if ("discount" in input) {
      const existing = store.discounts.get(input.discount);
      if (!existing) throw missingResource("discount", input.discount, `${param}[discount]`);
      return { kind: "existing" as const, existing };
    }
    let promotion: Stripe.PromotionCode | undefined;
    let couponId: string;
    if ("promotionCode" in input) {
      promotion = store.promotionCodes.get(input.promotionCode);
      if (!promotion) throw missingResource("promotion code", input.promotionCode, `${param}[promotion_code]`);
      const now = nowSeconds();
      const exhausted = promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions;
      const expired = promotion.expires_at !== null && promotion.expires_at <= now;
      const other = promotion.customer !== null && promotion.customer !== customer;
      if (!promotion.active || exhausted || expired || other) {
        throw invalidRequest(`This promotion code cannot be redeemed.`, { param: `${param}[promotion_code]` });
      }
      const reference = promotion.promotion.coupon;
      couponId = typeof reference === "string" ? reference : (reference?.id ?? "");
    } else {
      couponId = input.coupon;
    }
    const coupon = store.coupons.get(couponId);
    if (!coupon) throw missingResource("coupon", couponId, `${param}[coupon]`);
    if (!coupon.valid) throw invalidRequest(`Coupon expired: ${coupon.id}`, { code: "coupon_expired", param });
    if (coupon.amount_off !== null && coupon.currency !== currency) {
      throw invalidRequest(
        `The coupon \`${coupon.id}\` is in \`${coupon.currency ?? ""}\` and cannot be applied to a subscription in \`${currency}\`.`,
        { param },
      );
    }
    return { kind: "new" as const, coupon, promotion };
  });
  return resolved.map((entry) => {
    if (entry.kind === "existing") return entry.existing.id;
    const { coupon, promotion } = entry;
    coupon.times_redeemed += 1;
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
    if (promotion) promotion.times_redeemed += 1;
    const discount = newDiscount({ coupon, promotionCode: promotion?.id ?? null, customer, subscription });
    store.discounts.set(discount.id, discount);
    return discount.id;
  });
}

/** What the subscription's next invoice totals (for error_if_incomplete's decision beforehand). */
function previewTotal(store: Store, record: SubscriptionRecord, coupons: Stripe.Coupon[]): number {
  const lines = record.items.map((item) => {
    const price = store.prices.get(item.price);
    const rates = (item.taxRates ?? record.defaultTaxRates).flatMap((id) => {
      const rate = store.taxRates.get(id);
      return rate ? [{ id: rate.id, percentage: rate.percentage, inclusive: rate.inclusive }] : [];
    });
    return { amount: (price?.unit_amount ?? 0) * item.quantity, taxRates: rates };
  });
  const discounts = coupons.map((coupon) => ({
    id: coupon.id,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: coupon.currency,
  }));
  return invoiceTotals(lines, discounts, record.currency).total;
}

function couponsFor(store: Store, inputs: DiscountInput[]): Stripe.Coupon[] {
  return inputs.flatMap((input) => {
    let id: string | undefined;
    if ("coupon" in input) id = input.coupon;
    else if ("promotionCode" in input) {
      const reference = store.promotionCodes.get(input.promotionCode)?.promotion.coupon;
      id = typeof reference === "string" ? reference : reference?.id;
    } else {
      const reference = store.discounts.get(input.discount)?.source.coupon;
      id = typeof reference === "string" ? reference : reference?.id;
    }
    const coupon = id ? store.coupons.get(id) : undefined;
    return coupon ? [coupon] : [];
  });
}

/** A coupon that applies once is used up by the first invoice. */
function dropOnceDiscounts(store: Store, record: SubscriptionRecord): void {
  record.discounts = record.discounts.filter((id) => {
    const reference = store.discounts.get(id)?.source.coupon;
    const couponId = typeof reference === "string" ? reference : reference?.id;
    return (couponId ? store.coupons.get(couponId)?.duration : undefined) !== "once";
  });
}

/**
 * subscriptions.create: the subscription, its first invoice (subscription_create) and its payment
 * with the default payment method. Paid: active; 3-D Secure or declined: incomplete (with
 * error_if_incomplete: a 402 card error and nothing created).
 */
export function createSubscription(engine: Engine, input: CreateSubscriptionInput): SubscriptionRecord {
  const { store } = engine;
  const customer = requireCustomer(store, input.customer);
  if (!input.items.length)
    throw invalidRequest("Missing required param: items.", { code: "parameter_missing", param: "items" });
  const first = store.prices.get(input.items[0]?.price ?? "");
  const currency = input.currency ?? first?.currency ?? null;
  for (const item of input.items) {
    checkPrice(store, item.price, `${item.param}[price]`, currency);
    if (item.quantity < 0)
      throw invalidRequest("Invalid quantity: must be at least 0.", { param: `${item.param}[quantity]` });
    if (item.taxRates) checkTaxRates(store, item.taxRates, `${item.param}[tax_rates]`);
  }
  checkNoDuplicates(input.items);
  checkTaxRates(store, input.defaultTaxRates, "default_tax_rates");
  if (input.defaultPaymentMethod)
    checkOwnMethod(store, customer.id, input.defaultPaymentMethod, "default_payment_method");

  const now = nowSeconds();
  const id = newId("sub");
  const record: SubscriptionRecord = {
    id,
    created: now,
    customer: customer.id,
    currency: currency ?? "usd",
    status: "incomplete",
    items: input.items.map((item): SubscriptionItemRecord => ({
      id: newId("si", 14),
      price: item.price,
      quantity: item.quantity,
      created: now,
      metadata: item.metadata,
      taxRates: item.taxRates,
      periodStart: now,
      periodEnd: now + MONTH_SECONDS,
    })),
    defaultPaymentMethod: input.defaultPaymentMethod,
    defaultTaxRates: input.defaultTaxRates,
    discounts: [],
    metadata: input.metadata,
    description: input.description,
    cancelAtPeriodEnd: input.cancelAtPeriodEnd,
    cancelAt: input.cancelAtPeriodEnd ? now + MONTH_SECONDS : null,
    canceledAt: input.cancelAtPeriodEnd ? now : null,
    endedAt: null,
    cancellation: null,
    latestInvoice: null,
    billingCycleAnchor: now,
    application: engine.account === null ? null : CONNECT_APPLICATION_ID,
    applicationFeePercent: input.applicationFeePercent,
    announced: false,
  };

  // decide before anything is created: with error_if_incomplete an unpaid first invoice is an error
  const method = chargeMethodOf(store, record);
  const total = previewTotal(store, record, couponsFor(store, input.discounts));
  if (total > 0 && !method && input.paymentBehavior !== "default_incomplete") {
    throw invalidRequest(
      "This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.",
      { code: "resource_missing" },
    );
  }
  if (total > 0 && input.paymentBehavior === "error_if_incomplete") {
    const prediction = predictCharge(engine, method, input.offSession);
    if (prediction.outcome !== "succeeded") {
      const decline = prediction.decline ?? AUTHENTICATION_REQUIRED;
      throw cardError({
        code: decline.code,
        message: decline.message,
        ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
      });
    }
  }

  record.discounts = createDiscounts(store, input.discounts, customer.id, id, record.currency);
  store.subscriptions.set(id, record);
  // written when the request ends, so it shows the subscription as the request leaves it
  engine.log.emit(() => ({
    type: "customer.subscription.created",
    data: { object: renderSubscription(store, record) },
  }));
  const invoice = createSubscriptionInvoice(engine, record, "subscription_create", { start: now, end: now });
  dropOnceDiscounts(store, record);
  finalizeInvoice(engine, invoice);
  chargeInvoice(engine, invoice, {
    paymentMethod: method,
    offSession: input.offSession,
    confirm: input.paymentBehavior !== "default_incomplete",
  });
  record.announced = true;
  return record;
}

export interface ItemUpdate {
  id: string | null;
  price: string | null;
  quantity: number | null;
  deleted: boolean;
  taxRates: string[] | null | undefined;
  metadata: Record<string, string> | null | undefined;
  param: string;
}

export interface UpdateSubscriptionInput {
  items: ItemUpdate[] | undefined;
  cancelAtPeriodEnd: boolean | undefined;
  cancelAt: number | null | undefined;
  cancellation:
    { comment?: string | null; feedback?: Stripe.Subscription.CancellationDetails.Feedback | null } | undefined;
  defaultPaymentMethod: string | null | undefined;
  defaultTaxRates: string[] | undefined;
  discounts: DiscountInput[] | undefined;
  description: string | null | undefined;
  metadata: (current: Record<string, string>) => Record<string, string>;
  /** null unsets it */
  applicationFeePercent: number | null | undefined;
}

export function requireSubscription(store: Store, id: string): SubscriptionRecord {
  const record = store.subscriptions.get(id);
  if (!record) throw missingResource("subscription", id);
  return record;
}

/**
 * subscriptions.update: items (add, change quantity or price, remove), cancel_at_period_end,
 * metadata and the defaults. Changes take effect from the next invoice (no prorations).
 */
export function updateSubscription(engine: Engine, id: string, input: UpdateSubscriptionInput): SubscriptionRecord {
  const { store } = engine;
  const record = requireSubscription(store, id);
  const before = renderSubscription(store, record);
  const ended = record.status === "canceled" || record.status === "incomplete_expired";
  if (ended && (input.items || input.cancelAtPeriodEnd !== undefined || input.discounts || input.defaultTaxRates)) {
    throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.", {
      param: input.items ? "items" : undefined,
    });
  }
  if (input.items) {
    const items = record.items.map((item) => ({ ...item }));
    const periodStart = items[0]?.periodStart ?? nowSeconds();
    const periodEnd = items[0]?.periodEnd ?? periodStart + MONTH_SECONDS;
    for (const change of input.items) {
      if (change.id) {
        const index = items.findIndex((item) => item.id === change.id);
        const item = items[index];
        if (!item) throw invalidRequest(`Invalid subscription item: ${change.id}`, { param: `${change.param}[id]` });
        if (change.deleted) {
          items.splice(index, 1);
          continue;
        }
        if (change.price) {
          checkPrice(store, change.price, `${change.param}[price]`, record.currency);
          item.price = change.price;
        }
        if (change.quantity !== null) item.quantity = change.quantity;
        if (change.taxRates !== undefined) {
          if (change.taxRates) checkTaxRates(store, change.taxRates, `${change.param}[tax_rates]`);
          item.taxRates = change.taxRates;
        }
        if (change.metadata !== undefined)
          item.metadata = change.metadata === null ? {} : { ...item.metadata, ...change.metadata };
        continue;
      }
      if (!change.price)
        throw invalidRequest(`Missing required param: ${change.param}[price].`, {
          code: "parameter_missing",
          param: `${change.param}[price]`,
        });
      checkPrice(store, change.price, `${change.param}[price]`, record.currency);
      if (change.taxRates) checkTaxRates(store, change.taxRates, `${change.param}[tax_rates]`);
      items.push({
        id: newId("si", 14),
        price: change.price,
        quantity: change.quantity ?? 1,
        created: nowSeconds(),
        metadata: change.metadata ?? {},
        taxRates: change.taxRates ?? null,
        periodStart,
        periodEnd,
      });
    }
    if (!items.length) {
      throw invalidRequest(
        "A subscription must have at least one active plan. To cancel a subscription, please use the cancel endpoint.",
        { param: "items" },
      );
    }
    checkNoDuplicates(items);
    record.items = items;
  }
  if (input.defaultTaxRates) {
    checkTaxRates(store, input.defaultTaxRates, "default_tax_rates");
    record.defaultTaxRates = input.defaultTaxRates;
  }
  if (input.defaultPaymentMethod !== undefined) {
    if (input.defaultPaymentMethod)
      checkOwnMethod(store, record.customer, input.defaultPaymentMethod, "default_payment_method");
    record.defaultPaymentMethod = input.defaultPaymentMethod;
  }
  if (input.discounts)
    record.discounts = createDiscounts(store, input.discounts, record.customer, record.id, record.currency);
  if (input.description !== undefined) record.description = input.description;
  if (input.applicationFeePercent !== undefined) record.applicationFeePercent = input.applicationFeePercent;
  record.metadata = input.metadata(record.metadata);
  const periodEnd = record.items[0]?.periodEnd ?? null;
  if (input.cancelAtPeriodEnd !== undefined) {
    record.cancelAtPeriodEnd = input.cancelAtPeriodEnd;
    record.cancelAt = input.cancelAtPeriodEnd ? periodEnd : null;
    record.canceledAt = input.cancelAtPeriodEnd ? nowSeconds() : null;
    record.cancellation = input.cancelAtPeriodEnd
      ? { comment: null, feedback: null, feedback_option: null, reason: "cancellation_requested" }
      : null;
  }
  if (input.cancelAt !== undefined) {
    record.cancelAt = input.cancelAt;
    record.canceledAt = input.cancelAt === null ? null : nowSeconds();
  }
  if (input.cancellation) {
    const current = record.cancellation ?? { comment: null, feedback: null, feedback_option: null, reason: null };
    record.cancellation = {
      ...current,
      ...(input.cancellation.comment !== undefined ? { comment: input.cancellation.comment } : {}),
      ...(input.cancellation.feedback !== undefined ? { feedback: input.cancellation.feedback } : {}),
    };
  }
  const after = renderSubscription(store, record);
  const previous = previousAttributes(before, after);
  if (Object.keys(previous).length) {
    engine.log.emit({ type: "customer.subscription.updated", data: { object: after, previous_attributes: previous } });
  }
  return record;
}

/** The subscription ends now (or at `at`): customer.subscription.deleted. */
export function endSubscription(
  engine: Engine,
  record: SubscriptionRecord,
  options: { at?: number; status?: "canceled" | "incomplete_expired"; reason?: string },
): void {
  const { store } = engine;
  const at = options.at ?? nowSeconds();
  const wasIncomplete = record.status === "incomplete";
  record.status = options.status ?? "canceled";
  record.endedAt = at;
  record.canceledAt = record.canceledAt ?? at;
  record.cancellation = {
    comment: record.cancellation?.comment ?? null,
    feedback: record.cancellation?.feedback ?? null,
    feedback_option: null,
    reason: options.reason ?? record.cancellation?.reason ?? "cancellation_requested",
  };
  if (wasIncomplete && record.latestInvoice) {
    const invoice = store.invoices.get(record.latestInvoice);
    if (invoice) voidInvoice(engine, invoice);
  }
  engine.log.emit({ type: "customer.subscription.deleted", data: { object: renderSubscription(store, record) } });
}

/** subscriptions.cancel (DELETE): canceled at once. */
export function cancelSubscription(
  engine: Engine,
  id: string,
  cancellation:
    { comment?: string | null; feedback?: Stripe.Subscription.CancellationDetails.Feedback | null } | undefined,
): SubscriptionRecord {
  const record = requireSubscription(engine.store, id);
  if (record.status === "canceled" || record.status === "incomplete_expired") {
    throw invalidRequest(`No such subscription: '${id}' (it has been canceled already).`, {
      code: "resource_missing",
      param: "id",
    });
  }
  if (cancellation) {
    record.cancellation = {
      comment: cancellation.comment ?? null,
      feedback: cancellation.feedback ?? null,
      feedback_option: null,
      reason: "cancellation_requested",
    };
  }
  endSubscription(engine, record, {});
  return record;
}

/**
 * The subscription's period ends: set to cancel, it ends (customer.subscription.deleted); never
 * paid (incomplete), it expires; otherwise the items move to the next period and a
 * subscription_cycle invoice is charged off-session with the default payment method (paid, or
 * invoice.payment_failed and past_due).
 */
export function advanceSubscription(engine: Engine, id: string): SubscriptionRecord {
  const { store } = engine;
  const record = requireSubscription(store, id);
  if (record.status === "canceled" || record.status === "incomplete_expired") {
    throw new Error(`Subscription ${id} has ended (${record.status}); it cannot advance.`);
  }
  const start = record.items[0]?.periodStart ?? nowSeconds();
  const end = record.items[0]?.periodEnd ?? start + MONTH_SECONDS;
  if (record.cancelAtPeriodEnd || (record.cancelAt !== null && record.cancelAt <= end)) {
    endSubscription(engine, record, { at: record.cancelAt ?? end });
    return record;
  }
  if (record.status === "incomplete") {
    endSubscription(engine, record, { status: "incomplete_expired", reason: "payment_failed" });
    return record;
  }
  const before = renderSubscription(store, record);
  for (const item of record.items) {
    item.periodStart = end;
    item.periodEnd = end + MONTH_SECONDS;
  }
  const after = renderSubscription(store, record);
  engine.log.emit({
    type: "customer.subscription.updated",
    data: { object: after, previous_attributes: previousAttributes(before, after) },
  });
  const invoice = createSubscriptionInvoice(engine, record, "subscription_cycle", { start, end });
  finalizeInvoice(engine, invoice);
  chargeInvoice(engine, invoice, { paymentMethod: chargeMethodOf(store, record), offSession: true, confirm: true });
  return record;
}
