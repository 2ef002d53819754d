import {
  ADDON_CATALOGUE,
  findPlan,
  formatMoney,
  planPrice,
  pricingBreakdown,
  type TCurrencyProfile,
  type TDiscount,
  type TPlanId,
  type TPricingBreakdown,
} from "@parlo/validators";
import type { AddonQuantities } from "./addon-changes";

/** The Confirm Subscription dialog's payment summary: the plan, the picked add-ons, the discount, the tax. */
export function subscriptionBreakdown(
  planId: TPlanId,
  profile: Pick<TCurrencyProfile, "currency" | "taxRate">,
  quantities: AddonQuantities,
  discount: TDiscount | null,
): TPricingBreakdown {
  const plan = findPlan(planId);
  return pricingBreakdown({
    currency: profile.currency,
    taxRate: profile.taxRate,
    base: plan ? planPrice(plan, profile.currency) : 0,
    addons: ADDON_CATALOGUE.map((addon) => ({
      unitAmount: planPrice(addon, profile.currency),
      quantity: quantities[addon.id],
    })),
    discount,
  });
}

/** "10% off" or "£5.00 off", and how long it lasts when that is forever or once. */
export function discountLabel(discount: TDiscount): string {
  const amount = discount.percent_off
    ? `${discount.percent_off}% off`
    : discount.amount_off && discount.currency
      ? `${formatMoney(discount.amount_off, currencyOf(discount.currency))} off`
      : "Discount";
  const duration =
    discount.duration === "forever" ? ", forever" : discount.duration === "once" ? ", first payment" : "";
  return `${amount}${duration}`;
}

function currencyOf(code: string): "usd" | "eur" | "gbp" {
  const lower = code.toLowerCase();
  return lower === "eur" || lower === "gbp" ? lower : "usd";
}
