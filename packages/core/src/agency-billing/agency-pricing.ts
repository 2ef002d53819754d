import type { Prisma } from "@parlo/db";
import {
  creditsPriceMinor,
  currencyProfile,
  finalMicroUsdPerCredit,
  microUsdOf,
  type TCurrency,
} from "@parlo/validators";

/** What a client of this agency pays: the account's currency and the final per-credit price. */
export interface AgencyPricing {
  currency: TCurrency;
  /** units of the currency per USD */
  exchangeRate: number;
  /** platform price + the agency's extra, micro-dollars per credit */
  microUsdPerCredit: number;
}

/** The pricing of an agency row: its connected account's country and its extra per credit. */
export function agencyPricing(agency: {
  stripeAccountCountry: string | null;
  usdPerCreditExtra: Prisma.Decimal;
}): AgencyPricing {
  const profile = currencyProfile(agency.stripeAccountCountry);
  return {
    currency: profile.currency,
    exchangeRate: profile.exchangeRate,
    microUsdPerCredit: finalMicroUsdPerCredit(microUsdOf(agency.usdPerCreditExtra.toFixed(6)) ?? 0),
  };
}

/** What `credits` cost a client of this agency, minor units of its currency. */
export function priceOfCredits(pricing: AgencyPricing, credits: number): number {
  return creditsPriceMinor({
    credits,
    microUsdPerCredit: pricing.microUsdPerCredit,
    exchangeRate: pricing.exchangeRate,
  });
}
