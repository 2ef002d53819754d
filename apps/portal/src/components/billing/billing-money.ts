import { creditsPriceMinor, ORG_CREDIT_PURCHASE } from "@parlo/validators/agency-billing-plain";

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

/** A typed or slid amount on the card's range and steps (1,000 to 50,000, steps of 500). */
export function snapCredits(value: number): number {
  if (!Number.isFinite(value)) return ORG_CREDIT_PURCHASE.min;
  const stepped = Math.round(value / ORG_CREDIT_PURCHASE.step) * ORG_CREDIT_PURCHASE.step;
  return Math.min(ORG_CREDIT_PURCHASE.max, Math.max(ORG_CREDIT_PURCHASE.min, stepped));
}

/** "2,500" */
export const creditsText = (credits: number) => credits.toLocaleString("en-US");
