/**
 * Currency and tax by the workspace's country (workspace-billing.md section 9): the 27 EU member
 * states pay in EUR with 27% tax, GB in GBP with 35%, everyone else in USD without tax. Amounts
 * everywhere in billing are integer minor units (cents, pence); exchangeRate converts USD to the
 * currency (1 USD = 0.88 EUR).
 */
import { z } from "zod";

export const CURRENCIES = ["usd", "eur", "gbp"] as const;
export const ZCurrency = z.enum(CURRENCIES);
export type TCurrency = z.infer<typeof ZCurrency>;

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRY_CODES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export const ZCurrencyProfile = z.object({
  currency: ZCurrency,
  currencySymbol: z.string(),
  /** percent, added on top of the (discounted) amount */
  taxRate: z.number(),
  taxDescription: z.string(),
  /** units of the currency per USD */
  exchangeRate: z.number(),
  /** the country the profile was made for (upper case), or null when unknown */
  countryCode: z.string().nullable(),
});
export type TCurrencyProfile = z.infer<typeof ZCurrencyProfile>;

const EU = new Set<string>(EU_COUNTRY_CODES);

/** Units of each currency per USD. */
const EXCHANGE_RATES: Record<TCurrency, number> = { usd: 1, eur: 0.88, gbp: 0.75 };

/** The exchange rate of a currency (units per USD). */
export function exchangeRateOf(currency: TCurrency): number {
  return EXCHANGE_RATES[currency];
}

/** "UK" and "GB" are the United Kingdom. */
function normalizeCountry(code: string | null | undefined): string | null {
  const upper = (code ?? "").trim().toUpperCase();
  if (!upper) return null;
  return upper === "UK" ? "GB" : upper;
}

/** The currency helper: GB/UK -> gbp, EU countries -> eur, else usd. */
export function currencyForCountry(code: string | null | undefined): TCurrency {
  const country = normalizeCountry(code);
  if (country === "GB") return "gbp";
  if (country && EU.has(country)) return "eur";
  return "usd";
}

export function currencyProfile(code: string | null | undefined): TCurrencyProfile {
  const country = normalizeCountry(code);
  const currency = currencyForCountry(country);
  if (currency === "eur")
    return {
      currency,
      currencySymbol: "€",
      taxRate: 27,
      taxDescription: `EU Tax (${country ?? "EU"} 27%)`,
      exchangeRate: EXCHANGE_RATES.eur,
      countryCode: country,
    };
  if (currency === "gbp")
    return {
      currency,
      currencySymbol: "£",
      taxRate: 35,
      taxDescription: "UK Tax (35%)",
      exchangeRate: EXCHANGE_RATES.gbp,
      countryCode: country,
    };
  return {
    currency,
    currencySymbol: "$",
    taxRate: 0,
    taxDescription: "No tax",
    exchangeRate: EXCHANGE_RATES.usd,
    countryCode: country,
  };
}

const SYMBOLS: Record<TCurrency, string> = { usd: "$", eur: "€", gbp: "£" };

/** 2000 "usd" -> "$20.00"; negative amounts get a leading minus ("-$2.00"). */
export function formatMoney(minor: number, currency: TCurrency): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  return `${sign}${SYMBOLS[currency]}${major.toLocaleString("en-US")}.${cents}`;
}

/** Whole-unit amounts entered by a person ("12.5") to minor units (1250); null when not a money amount. */
export function parseMoneyInput(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
