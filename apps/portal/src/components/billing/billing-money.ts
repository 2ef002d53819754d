import { creditsPriceMinor } from "@parlo/validators/agency-billing-plain";

/** What a purchase is priced with: the final per-credit price (micro-dollars) and the currency's rate. */
export interface PurchasePricing {
  currency: string;
  microUsdPerCredit: number;
  exchangeRate: number;
}

/** Minor units of a currency as the page shows them ("$10.00", "€8.80", "£7.50"). */
export function formatMinor(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).format(amountMinor / 100);
}

/** The price of `credits` (credits x the price per credit, to the cent), formatted; the per-credit price itself is never shown. */
export function purchasePriceText(credits: number, pricing: PurchasePricing): string {
  const minor = creditsPriceMinor({
    credits,
    microUsdPerCredit: pricing.microUsdPerCredit,
    exchangeRate: pricing.exchangeRate,
  });
  return formatMinor(minor, pricing.currency);
}

export type Range = { min: number; max: number; step: number };

/** A typed or slid value, kept in its range and on its steps (the purchase's credits, the recharge's fields). */
export function onStep(value: number, range: Range): number {
  if (!Number.isFinite(value)) return range.min;
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped));
}

/** "2,500" */
export const creditsText = (credits: number) => credits.toLocaleString("en-US");
