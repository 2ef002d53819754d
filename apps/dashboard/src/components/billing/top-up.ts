import {
  parseMoneyInput,
  pricingBreakdown,
  TOP_UP,
  type TCurrencyProfile,
  type TPricingBreakdown,
} from "@parlo/validators";

export interface TopUpQuote {
  /** the typed amount in minor units of the currency, null when it is not an amount */
  minor: number | null;
  /** at least the minimum (5 of the currency) */
  valid: boolean;
  /** what is sent: the amount's USD equivalent */
  usdAmount: number;
  /** about how many credits it buys */
  credits: number;
  breakdown: TPricingBreakdown;
}

/** The Add to credit balance dialog's numbers for what was typed. */
export function topUpQuote(
  input: string,
  profile: Pick<TCurrencyProfile, "currency" | "taxRate" | "exchangeRate">,
): TopUpQuote {
  const minor = parseMoneyInput(input);
  const base = minor ?? 0;
  const ratePercent = Math.round(profile.exchangeRate * 100);
  return {
    minor,
    valid: minor !== null && minor >= TOP_UP.minimum * 100,
    usdAmount: base / 100 / profile.exchangeRate,
    credits: ratePercent > 0 ? Math.floor((base * 100) / ratePercent) * 10 : 0,
    breakdown: pricingBreakdown({ currency: profile.currency, taxRate: profile.taxRate, base }),
  };
}
