import type Stripe from "stripe";
import type { Store, SubscriptionItemRecord, SubscriptionRecord } from "../store";
import { planOf, renderPrice } from "./catalogue";

function taxRates(store: Store, ids: string[]): Stripe.TaxRate[] {
  return ids.flatMap((id) => {
    const rate = store.taxRates.get(id);
    return rate ? [structuredClone(rate)] : [];
  });
}

export function renderItem(
  store: Store,
  subscription: SubscriptionRecord,
  item: SubscriptionItemRecord,
): Stripe.SubscriptionItem {
  const price = store.prices.get(item.price);
  if (!price) throw new Error(`The stand-in lost price ${item.price}`);
  return {
    id: item.id,
    object: "subscription_item",
    billing_thresholds: null,
    created: item.created,
    current_period_end: item.periodEnd,
    current_period_start: item.periodStart,
    current_trial: null,
    discounts: [],
    metadata: { ...item.metadata },
    plan: planOf(price),
    price: renderPrice(price),
    quantity: item.quantity,
    subscription: subscription.id,
    tax_rates: taxRates(store, item.taxRates ?? []),
  };
}

/** A subscription as the API answers it, built from the stand-in's record. */
export function renderSubscription(store: Store, record: SubscriptionRecord): Stripe.Subscription {
  return {
    id: record.id,
    object: "subscription",
    application: record.application,
    application_fee_percent: record.applicationFeePercent,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: record.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: "included" }, type: "flexible", updated_at: record.created },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: record.cancelAt,
    cancel_at_period_end: record.cancelAtPeriodEnd,
    canceled_at: record.canceledAt,
    cancellation_details: record.cancellation
      ? structuredClone(record.cancellation)
      : { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: record.created,
    currency: record.currency,
    customer: record.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: record.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: taxRates(store, record.defaultTaxRates),
    description: record.description,
    discounts: [...record.discounts],
    ended_at: record.endedAt,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: "self" },
    },
    items: {
      object: "list",
      data: record.items.map((item) => renderItem(store, record, item)),
      has_more: false,
      url: `/v1/subscription_items?subscription=${record.id}`,
    },
    latest_invoice: record.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: { ...record.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: record.created,
    status: record.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: null,
  };
}
