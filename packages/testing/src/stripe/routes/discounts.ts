import type Stripe from "stripe";
import { invalidRequest } from "../errors";
import { randomText } from "../ids";
import { LIST_PARAMS, listPage } from "../lists";
import { deletedCoupon, newCoupon, newPromotionCode } from "../objects/discounts";
import { mergeMetadata } from "../params";
import { pathParam, type Route, type RouteContext } from "../router";
import { getOr404, newestFirst } from "../store";
import { requireCustomer } from "../subscriptions";

const DURATIONS = ["once", "forever", "repeating"] as const;

function createCoupon(context: RouteContext): Stripe.Coupon {
  const { params, engine } = context;
  const id = params.string("id");
  if (id && engine.store.coupons.has(id)) {
    throw invalidRequest("Coupon already exists.", { code: "resource_already_exists", param: "id" });
  }
  const percentOff = params.decimal("percent_off") ?? null;
  const amountOff = params.integer("amount_off") ?? null;
  const currency = params.string("currency")?.toLowerCase() ?? null;
  if ((percentOff === null) === (amountOff === null)) {
    throw invalidRequest("You must pass exactly one of percent_off or amount_off.", { param: "percent_off" });
  }
  if (percentOff !== null && (percentOff <= 0 || percentOff > 100)) {
    throw invalidRequest("Invalid percent_off: must be greater than 0 and at most 100.", { param: "percent_off" });
  }
  if (amountOff !== null && !currency) {
    throw invalidRequest("You must pass currency when passing amount_off.", {
      code: "parameter_missing",
      param: "currency",
    });
  }
  const duration = params.oneOf("duration", DURATIONS) ?? "once";
  const months = params.integer("duration_in_months") ?? null;
  if (duration === "repeating" && !months) {
    throw invalidRequest("Missing required param: duration_in_months.", {
      code: "parameter_missing",
      param: "duration_in_months",
    });
  }
  const coupon = newCoupon({
    ...(id ? { id } : {}),
    percentOff,
    amountOff,
    currency: amountOff !== null ? currency : null,
    duration,
    durationInMonths: duration === "repeating" ? months : null,
    name: params.nullableString("name") ?? null,
    maxRedemptions: params.integer("max_redemptions") ?? null,
    redeemBy: params.integer("redeem_by") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
  });
  engine.store.coupons.set(coupon.id, coupon);
  return coupon;
}

/** A coupon past its redeem_by date is no longer valid. */
function refreshed(coupon: Stripe.Coupon): Stripe.Coupon {
  if (coupon.redeem_by !== null && coupon.redeem_by * 1000 < Date.now()) coupon.valid = false;
  return coupon;
}

function createPromotionCode(context: RouteContext): Stripe.PromotionCode {
  const { params, engine } = context;
  const promotion = params.object("promotion");
  if (!promotion)
    throw invalidRequest("Missing required param: promotion.", { code: "parameter_missing", param: "promotion" });
  promotion.allow(["type", "coupon"]);
  if (promotion.requireString("type") !== "coupon") {
    throw invalidRequest("Invalid promotion[type]: must be one of coupon", { param: "promotion[type]" });
  }
  const couponId = promotion.requireString("coupon");
  getOr404(engine.store.coupons, "coupon", couponId, "promotion[coupon]");
  const code = params.string("code") ?? randomText(8, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
  const active = params.boolean("active") ?? true;
  const taken = [...engine.store.promotionCodes.values()].some(
    (entry) => entry.active && entry.code.toLowerCase() === code.toLowerCase(),
  );
  if (active && taken) {
    throw invalidRequest(`An active promotion code with \`code: ${code}\` already exists.`, {
      code: "resource_already_exists",
      param: "code",
    });
  }
  const customer = params.string("customer");
  if (customer) requireCustomer(engine.store, customer);
  const restrictions = params.object("restrictions");
  restrictions?.allow(["first_time_transaction", "minimum_amount", "minimum_amount_currency"]);
  const promotionCode = newPromotionCode({
    coupon: couponId,
    code,
    active,
    customer: customer ?? null,
    expiresAt: params.integer("expires_at") ?? null,
    maxRedemptions: params.integer("max_redemptions") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
    restrictions: {
      first_time_transaction: restrictions?.boolean("first_time_transaction") ?? false,
      minimum_amount: restrictions?.integer("minimum_amount") ?? null,
      minimum_amount_currency: restrictions?.string("minimum_amount_currency") ?? null,
    },
  });
  engine.store.promotionCodes.set(promotionCode.id, promotionCode);
  return promotionCode;
}

export const discountRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/coupons",
    params: [
      "id",
      "percent_off",
      "amount_off",
      "currency",
      "duration",
      "duration_in_months",
      "name",
      "max_redemptions",
      "redeem_by",
      "metadata",
      "expand",
    ],
    handle: createCoupon,
  },
  {
    method: "GET",
    path: "/v1/coupons/:id",
    params: ["expand"],
    handle: (context) => refreshed(getOr404(context.engine.store.coupons, "coupon", pathParam(context, "id"))),
  },
  {
    method: "POST",
    path: "/v1/coupons/:id",
    params: ["name", "metadata", "expand"],
    handle: (context) => {
      const coupon = getOr404(context.engine.store.coupons, "coupon", pathParam(context, "id"));
      const name = context.params.nullableString("name");
      if (name !== undefined) coupon.name = name;
      coupon.metadata = mergeMetadata(coupon.metadata ?? {}, context.params.stringMap("metadata"));
      return coupon;
    },
  },
  {
    method: "DELETE",
    path: "/v1/coupons/:id",
    params: [],
    handle: (context) => {
      const coupon = getOr404(context.engine.store.coupons, "coupon", pathParam(context, "id"));
      context.engine.store.coupons.delete(coupon.id);
      for (const promotion of context.engine.store.promotionCodes.values()) {
        if (promotion.promotion.coupon === coupon.id) promotion.active = false;
      }
      return deletedCoupon(coupon.id);
    },
  },
  {
    method: "GET",
    path: "/v1/coupons",
    params: LIST_PARAMS,
    handle: ({ engine, params }) =>
      listPage(newestFirst(engine.store.coupons.values()).map(refreshed), params, "/v1/coupons"),
  },
  {
    method: "POST",
    path: "/v1/promotion_codes",
    params: [
      "promotion",
      "code",
      "active",
      "customer",
      "expires_at",
      "max_redemptions",
      "metadata",
      "restrictions",
      "expand",
    ],
    handle: createPromotionCode,
  },
  {
    method: "GET",
    path: "/v1/promotion_codes/:id",
    params: ["expand"],
    handle: (context) => getOr404(context.engine.store.promotionCodes, "promotion code", pathParam(context, "id")),
  },
  {
    method: "POST",
    path: "/v1/promotion_codes/:id",
    params: ["active", "metadata", "restrictions", "expand"],
    handle: (context) => {
      const promotion = getOr404(context.engine.store.promotionCodes, "promotion code", pathParam(context, "id"));
      promotion.active = context.params.boolean("active") ?? promotion.active;
      promotion.metadata = mergeMetadata(promotion.metadata ?? {}, context.params.stringMap("metadata"));
      return promotion;
    },
  },
  {
    method: "GET",
    path: "/v1/promotion_codes",
    params: [...LIST_PARAMS, "code", "active", "coupon", "customer"],
    handle: ({ engine, params }) => {
      const code = params.string("code")?.toLowerCase();
      const active = params.boolean("active");
      const coupon = params.string("coupon");
      const customer = params.string("customer");
      const now = Date.now() / 1000;
      const rows = newestFirst(engine.store.promotionCodes.values()).filter((promotion) => {
        const expired = promotion.expires_at !== null && promotion.expires_at <= now;
        const live = promotion.active && !expired;
        return (
          (code === undefined || promotion.code.toLowerCase() === code) &&
          (active === undefined || live === active) &&
          (coupon === undefined || promotion.promotion.coupon === coupon) &&
          (customer === undefined || promotion.customer === customer)
        );
      });
      return listPage(rows, params, "/v1/promotion_codes");
    },
  },
];
