import type { TCurrency, TDiscount } from "@parlo/validators";
import type Stripe from "stripe";
import { requireBilling } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { loadBillingWorkspace } from "./billing-workspace";

interface FoundDiscount {
  coupon: Stripe.Coupon;
  couponId: string;
  promotionCodeId: string | null;
}

/** A fixed-amount coupon must be in the workspace's currency; percentages apply everywhere. */
function usable(coupon: Stripe.Coupon, currency: TCurrency): boolean {
  if (!coupon.valid) return false;
  if (coupon.percent_off) return true;
  return Boolean(coupon.amount_off) && coupon.currency?.toLowerCase() === currency;
}

/** A customer-facing promotion code (or, failing that, a coupon id) that can be used now, or null. */
export async function findDiscount(stripe: Stripe, code: string, currency: TCurrency): Promise<FoundDiscount | null> {
  const codes = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ["data.promotion.coupon"] });
  const promotion = codes.data[0];
  const reference = promotion?.promotion.coupon;
  if (promotion && reference) {
    const coupon = typeof reference === "string" ? await stripe.coupons.retrieve(reference) : reference;
    return usable(coupon, currency) ? { coupon, couponId: coupon.id, promotionCodeId: promotion.id } : null;
  }
  const coupon = await stripe.coupons.retrieve(code).catch(() => null);
  return coupon && usable(coupon, currency) ? { coupon, couponId: coupon.id, promotionCodeId: null } : null;
}

/** check-discount-code: the code's discount for the workspace's currency; an unknown or unusable code is not valid. */
export async function checkDiscountCode(
  call: BillingCall & { discountCode: string },
): Promise<{ discount: TDiscount }> {
  const { stripe } = requireBilling(call.deps.billing);
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  const code = call.discountCode.trim();
  const found = await findDiscount(stripe, code, workspace.profile.currency).catch((error: unknown) => {
    console.error("billing: discount check failed", error instanceof Error ? error.message : error);
    return null;
  });
  if (!found) {
    return {
      discount: { valid: false, percent_off: null, amount_off: null, currency: null, name: null, duration: null, code },
    };
  }
  const { coupon } = found;
  return {
    discount: {
      valid: true,
      percent_off: coupon.percent_off ?? null,
      amount_off: coupon.amount_off ?? null,
      currency: coupon.currency ?? null,
      name: coupon.name ?? code,
      duration: coupon.duration,
      code,
    },
  };
}
