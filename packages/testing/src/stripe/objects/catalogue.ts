import Stripe from "stripe";
import { newId, nowSeconds } from "../ids";

export function newProduct(input: {
  id?: string;
  name: string;
  active: boolean;
  description: string | null;
  metadata: Record<string, string>;
}): Stripe.Product {
  const now = nowSeconds();
  return {
    id: input.id ?? newId("prod", 14),
    object: "product",
    active: input.active,
    created: now,
    default_price: null,
    description: input.description,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: now,
    url: null,
  };
}

export function newPrice(input: {
  product: string;
  currency: string;
  unitAmount: number;
  recurring: { interval: Stripe.Price.Recurring.Interval; intervalCount: number } | null;
  lookupKey: string | null;
  nickname: string | null;
  active: boolean;
  metadata: Record<string, string>;
}): Stripe.Price {
  return {
    id: newId("price"),
    object: "price",
    active: input.active,
    billing_scheme: "per_unit",
    created: nowSeconds(),
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: input.nickname,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: "licensed",
        }
      : null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? "recurring" : "one_time",
    unit_amount: input.unitAmount,
    unit_amount_decimal: null,
  };
}

/** A price as the API answers it (unit_amount_decimal is the SDK's Decimal). */
export function renderPrice(price: Stripe.Price): Stripe.Price {
  const copy = structuredClone(price);
  copy.unit_amount_decimal = price.unit_amount === null ? null : Stripe.Decimal.from(price.unit_amount);
  return copy;
}

/** The legacy plan object Stripe still puts on subscription items. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount === null ? null : Stripe.Decimal.from(price.unit_amount),
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === "string" ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

export function newTaxRate(input: {
  displayName: string;
  percentage: number;
  inclusive: boolean;
  active: boolean;
  country: string | null;
  state: string | null;
  jurisdiction: string | null;
  description: string | null;
  taxType: Stripe.TaxRate.TaxType | null;
  metadata: Record<string, string>;
}): Stripe.TaxRate {
  return {
    id: newId("txr"),
    object: "tax_rate",
    active: input.active,
    country: input.country,
    created: nowSeconds(),
    description: input.description,
    display_name: input.displayName,
    effective_percentage: input.percentage,
    flat_amount: null,
    inclusive: input.inclusive,
    jurisdiction: input.jurisdiction,
    jurisdiction_level: null,
    livemode: false,
    metadata: input.metadata,
    percentage: input.percentage,
    rate_type: "percentage",
    state: input.state,
    tax_type: input.taxType,
  };
}
