import type Stripe from "stripe";
import { readFeePercent } from "../application-fees";
import { invalidRequest, missingResource } from "../errors";
import { LIST_PARAMS, listPage } from "../lists";
import { renderItem, renderSubscription } from "../objects/subscription";
import { mergeMetadata, type Params } from "../params";
import { pathParam, type Route, type RouteContext } from "../router";
import { newestFirst } from "../store";
import {
  cancelSubscription,
  createSubscription,
  requireSubscription,
  updateSubscription,
  type DiscountInput,
  type ItemUpdate,
  type PaymentBehavior,
} from "../subscriptions";

const BEHAVIORS: readonly PaymentBehavior[] = [
  "allow_incomplete",
  "default_incomplete",
  "error_if_incomplete",
  "pending_if_incomplete",
];
const PRORATIONS = ["none", "create_prorations", "always_invoice"] as const;
const FEEDBACK = [
  "customer_service",
  "low_quality",
  "missing_features",
  "other",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
] as const;

function readDiscounts(params: Params): DiscountInput[] | undefined {
  if (!params.has("discounts")) return undefined;
  return (params.objects("discounts") ?? []).map((entry): DiscountInput => {
    entry.allow(["coupon", "promotion_code", "discount"]);
    const promotionCode = entry.string("promotion_code");
    if (promotionCode) return { promotionCode };
    const coupon = entry.string("coupon");
    if (coupon) return { coupon };
    return { discount: entry.requireString("discount") };
  });
}

function readCancellation(params: Params) {
  const details = params.object("cancellation_details");
  if (!details) return undefined;
  details.allow(["comment", "feedback"]);
  return {
    ...(details.has("comment") ? { comment: details.nullableString("comment") ?? null } : {}),
    ...(details.has("feedback")
      ? { feedback: details.isEmpty("feedback") ? null : (details.oneOf("feedback", FEEDBACK) ?? null) }
      : {}),
  };
}

const ITEM_PARAMS = ["price", "quantity", "tax_rates", "metadata", "id", "deleted", "clear_usage", "discounts"];

function create(context: RouteContext): Stripe.Subscription {
  const { params, engine } = context;
  params.oneOf("proration_behavior", PRORATIONS);
  const collection = params.string("collection_method");
  if (collection && collection !== "charge_automatically") {
    throw invalidRequest("The stand-in only supports collection_method=charge_automatically.", {
      param: "collection_method",
    });
  }
  const items = (params.objects("items") ?? []).map((item, index) => {
    item.allow(ITEM_PARAMS.filter((key) => key !== "id" && key !== "deleted" && key !== "clear_usage"));
    return {
      price: item.requireString("price"),
      quantity: item.integer("quantity") ?? 1,
      taxRates: item.has("tax_rates") ? (item.strings("tax_rates") ?? []) : null,
      metadata: mergeMetadata({}, item.stringMap("metadata")),
      param: `items[${index}]`,
    };
  });
  const record = createSubscription(engine, {
    customer: params.requireString("customer"),
    items,
    currency: params.string("currency")?.toLowerCase() ?? null,
    defaultPaymentMethod: params.nullableString("default_payment_method") ?? null,
    defaultTaxRates: params.strings("default_tax_rates") ?? [],
    discounts: readDiscounts(params) ?? [],
    paymentBehavior: params.oneOf("payment_behavior", BEHAVIORS) ?? "allow_incomplete",
    offSession: params.boolean("off_session") ?? false,
    cancelAtPeriodEnd: params.boolean("cancel_at_period_end") ?? false,
    description: params.nullableString("description") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
    applicationFeePercent:
      readFeePercent(engine, params.decimal("application_fee_percent"), "application_fee_percent") ?? null,
  });
  return renderSubscription(engine.store, record);
}

function update(context: RouteContext): Stripe.Subscription {
  const { params, engine } = context;
  params.oneOf("proration_behavior", PRORATIONS);
  params.oneOf("payment_behavior", BEHAVIORS);
  const items = params.objects("items")?.map((item, index): ItemUpdate => {
    item.allow(ITEM_PARAMS);
    return {
      id: item.string("id") ?? null,
      price: item.string("price") ?? null,
      quantity: item.integer("quantity") ?? null,
      deleted: item.boolean("deleted") ?? false,
      taxRates: item.has("tax_rates")
        ? item.isEmpty("tax_rates")
          ? null
          : (item.strings("tax_rates") ?? [])
        : undefined,
      metadata: item.stringMap("metadata"),
      param: `items[${index}]`,
    };
  });
  const cancelAt = params.has("cancel_at")
    ? params.isEmpty("cancel_at")
      ? null
      : (params.integer("cancel_at") ?? null)
    : undefined;
  const metadata = params.stringMap("metadata");
  const record = updateSubscription(engine, pathParam(context, "id"), {
    items,
    cancelAtPeriodEnd: params.boolean("cancel_at_period_end"),
    cancelAt,
    cancellation: readCancellation(params),
    defaultPaymentMethod: params.nullableString("default_payment_method"),
    defaultTaxRates: params.has("default_tax_rates") ? (params.strings("default_tax_rates") ?? []) : undefined,
    discounts: readDiscounts(params),
    description: params.nullableString("description"),
    metadata: (current) => mergeMetadata(current, metadata),
    applicationFeePercent: params.isEmpty("application_fee_percent")
      ? null
      : readFeePercent(engine, params.decimal("application_fee_percent"), "application_fee_percent"),
  });
  return renderSubscription(engine.store, record);
}

export const subscriptionRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/subscriptions",
    params: [
      "customer",
      "items",
      "currency",
      "default_payment_method",
      "default_tax_rates",
      "discounts",
      "payment_behavior",
      "proration_behavior",
      "collection_method",
      "off_session",
      "cancel_at_period_end",
      "description",
      "metadata",
      "payment_settings",
      "application_fee_percent",
      "expand",
    ],
    handle: create,
  },
  {
    method: "GET",
    path: "/v1/subscriptions/:id",
    params: ["expand"],
    handle: (context) =>
      renderSubscription(context.engine.store, requireSubscription(context.engine.store, pathParam(context, "id"))),
  },
  {
    method: "POST",
    path: "/v1/subscriptions/:id",
    params: [
      "items",
      "cancel_at_period_end",
      "cancel_at",
      "cancellation_details",
      "default_payment_method",
      "default_tax_rates",
      "discounts",
      "description",
      "metadata",
      "payment_behavior",
      "proration_behavior",
      "off_session",
      "payment_settings",
      "application_fee_percent",
      "expand",
    ],
    handle: update,
  },
  {
    method: "DELETE",
    path: "/v1/subscriptions/:id",
    params: ["cancellation_details", "invoice_now", "prorate", "expand"],
    handle: (context) => {
      const record = cancelSubscription(context.engine, pathParam(context, "id"), readCancellation(context.params));
      return renderSubscription(context.engine.store, record);
    },
  },
  {
    method: "GET",
    path: "/v1/subscriptions",
    params: [...LIST_PARAMS, "customer", "status", "price"],
    handle: ({ engine, params }) => {
      const customer = params.string("customer");
      const status = params.string("status");
      const price = params.string("price");
      const ended = new Set(["canceled", "incomplete_expired"]);
      const rows = newestFirst(engine.store.subscriptions.values()).filter(
        (record) =>
          (customer === undefined || record.customer === customer) &&
          (status === "all" ||
            (status === "ended" && ended.has(record.status)) ||
            (status === undefined ? record.status !== "canceled" : record.status === status)) &&
          (price === undefined || record.items.some((item) => item.price === price)),
      );
      return listPage(
        rows.map((record) => renderSubscription(engine.store, record)),
        params,
        "/v1/subscriptions",
      );
    },
  },
  {
    method: "GET",
    path: "/v1/subscription_items",
    params: [...LIST_PARAMS, "subscription"],
    handle: ({ engine, params }) => {
      const id = params.requireString("subscription");
      const record = requireSubscription(engine.store, id);
      const rows = record.items.map((item) => renderItem(engine.store, record, item));
      return listPage(rows, params, `/v1/subscription_items?subscription=${id}`);
    },
  },
  {
    method: "GET",
    path: "/v1/subscription_items/:id",
    params: ["expand"],
    handle: (context) => {
      const id = pathParam(context, "id");
      for (const record of context.engine.store.subscriptions.values()) {
        const item = record.items.find((entry) => entry.id === id);
        if (item) return renderItem(context.engine.store, record, item);
      }
      throw missingResource("subscription_item", id);
    },
  },
];
