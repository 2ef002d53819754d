/**
 * The one pricing breakdown used by the billing dialogs and by the server (and pinned against the
 * invoices Stripe writes): base + add-ons, minus the discount (before tax), plus tax on top.
 * Everything in integer minor units; percentages round half up to the minor unit.
 */
import { z } from "zod";
import { ZCurrency, type TCurrency } from "./currency-profile";

export const ZDiscount = z.object({
  valid: z.boolean(),
  percent_off: z.number().nullable(),
  /** minor units of `currency` */
  amount_off: z.number().int().nullable(),
  currency: z.string().nullable(),
  name: z.string().nullable(),
  duration: z.string().nullable(),
  /** the code as entered, for the subscription */
  code: z.string(),
});
export type TDiscount = z.infer<typeof ZDiscount>;

export const ZPricingBreakdown = z.object({
  currency: ZCurrency,
  base: z.number().int(),
  addons: z.number().int(),
  discount: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type TPricingBreakdown = z.infer<typeof ZPricingBreakdown>;

export interface PricingInput {
  currency: TCurrency;
  /** percent added on top */
  taxRate: number;
  /** the plan (or top-up) amount */
  base: number;
  addons?: ReadonlyArray<{ unitAmount: number; quantity: number }>;
  discount?: Pick<TDiscount, "valid" | "percent_off" | "amount_off" | "currency"> | null;
}

/** How much a discount takes off `amount` (never more than the amount). */
export function discountAmount(amount: number, currency: TCurrency, discount: PricingInput["discount"]): number {
  if (!discount?.valid) return 0;
  if (discount.percent_off) return Math.min(amount, Math.round((amount * discount.percent_off) / 100));
  if (discount.amount_off && discount.currency?.toLowerCase() === currency)
    return Math.min(amount, discount.amount_off);
  return 0;
}

export function taxOn(amount: number, taxRate: number): number {
  return Math.round((amount * taxRate) / 100);
}

export function pricingBreakdown(input: PricingInput): TPricingBreakdown {
  const addons = (input.addons ?? []).reduce((sum, line) => sum + line.unitAmount * Math.max(0, line.quantity), 0);
  const gross = input.base + addons;
  const discount = discountAmount(gross, input.currency, input.discount);
  const subtotal = gross - discount;
  const tax = taxOn(subtotal, input.taxRate);
  return { currency: input.currency, base: input.base, addons, discount, subtotal, tax, total: subtotal + tax };
}
