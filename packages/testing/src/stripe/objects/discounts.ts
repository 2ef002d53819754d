import type Stripe from "stripe";
import { newId, nowSeconds, randomText } from "../ids";

export function newCoupon(input: {
  id?: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: Stripe.Coupon.Duration;
  durationInMonths: number | null;
  name: string | null;
  maxRedemptions: number | null;
  redeemBy: number | null;
  metadata: Record<string, string>;
}): Stripe.Coupon {
  return {
    id: input.id ?? randomText(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    object: "coupon",
    amount_off: input.amountOff,
    created: nowSeconds(),
    currency: input.currency,
    duration: input.duration,
    duration_in_months: input.durationInMonths,
    livemode: false,
    max_redemptions: input.maxRedemptions,
    metadata: input.metadata,
    name: input.name,
    percent_off: input.percentOff,
    redeem_by: input.redeemBy,
    times_redeemed: 0,
    valid: true,
  };
}

export function deletedCoupon(id: string): Stripe.DeletedCoupon {
  return { id, object: "coupon", deleted: true };
}

export function newPromotionCode(input: {
  coupon: string;
  code: string;
  active: boolean;
  customer: string | null;
  expiresAt: number | null;
  maxRedemptions: number | null;
  metadata: Record<string, string>;
  restrictions: Stripe.PromotionCode.Restrictions;
}): Stripe.PromotionCode {
  return {
    id: newId("promo"),
    object: "promotion_code",
    active: input.active,
    code: input.code,
    created: nowSeconds(),
    customer: input.customer,
    customer_account: null,
    expires_at: input.expiresAt,
    livemode: false,
    max_redemptions: input.maxRedemptions,
    metadata: input.metadata,
    promotion: { coupon: input.coupon, type: "coupon" },
    restrictions: input.restrictions,
    times_redeemed: 0,
  };
}

export function newDiscount(input: {
  coupon: Stripe.Coupon;
  promotionCode: string | null;
  customer: string;
  subscription: string | null;
}): Stripe.Discount {
  const start = nowSeconds();
  const months = input.coupon.duration === "repeating" ? (input.coupon.duration_in_months ?? 0) : 0;
  return {
    id: newId("di"),
    object: "discount",
    checkout_session: null,
    customer: input.customer,
    customer_account: null,
    end: months ? start + months * 30 * 24 * 60 * 60 : null,
    invoice: null,
    invoice_item: null,
    promotion_code: input.promotionCode,
    source: { coupon: input.coupon.id, type: "coupon" },
    start,
    subscription: input.subscription,
    subscription_item: null,
  };
}
