/**
 * Client billing's arithmetic (agency-shell-dashboards.md section 9, workspace-billing.md section
 * 9): a client pays, per credit, the platform's price (0.001 USD) plus the agency's extra (default
 * 0.003 USD), in the currency of the agency's connected account (EUR at 0.88, GBP at 0.75 per
 * USD); the platform keeps 5% of every transaction as an application fee.
 *
 * Per-credit prices are integer micro-dollars (0.004 USD = 4000), amounts integer minor units,
 * and every rounding is half-up, so a price is the same to the cent wherever it is computed.
 * Zod-free: the portal's billing widgets import it.
 */

/** The platform's share of every client payment, percent. */
export const PLATFORM_FEE_PERCENT = 5;
/** The agency's default extra USD per credit (the spec's USDPerToken). */
export const DEFAULT_USD_PER_CREDIT_EXTRA = "0.003";
/** The platform's own price of a credit: 0.001 USD. */
export const PLATFORM_MICRO_USD_PER_CREDIT = 1000;
/** The highest extra an agency may ask per credit (1 USD): a typo's guard. */
export const MAX_USD_PER_CREDIT_EXTRA = "1";
/** The most credits one price is computed for (plans and purchases stay far below). */
export const MAX_PRICED_CREDITS = 10_000_000;

/** A decimal text of at most 6 decimals ("0.003") -> micro-dollars (3000); null when it is not one. */
export function microUsdOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,6})?$/.test(trimmed) && !/^\.\d{1,6}$/.test(trimmed)) return null;
  const [whole = "", fraction = ""] = trimmed.split(".");
  return Number(whole || "0") * 1_000_000 + Number(fraction.padEnd(6, "0"));
}

/** Micro-dollars (3000) -> the shortest decimal text ("0.003"). */
export function usdTextOfMicro(micro: number): string {
  const whole = Math.floor(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The final per-credit price a client pays, micro-dollars: the platform's price + the agency's extra. */
export function finalMicroUsdPerCredit(extraMicroUsd: number): number {
  return PLATFORM_MICRO_USD_PER_CREDIT + extraMicroUsd;
}

/** numerator / denominator rounded half-up (both non-negative integers). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Units of the currency per USD (0.88) as an integer percent (88). */
function ratePercentOf(exchangeRate: number): number {
  return Math.round(exchangeRate * 100);
}

/**
 * What `credits` cost in minor units of the account's currency:
 * credits x final per-credit price x exchange rate, to the cent (half-up).
 */
export function creditsPriceMinor(options: {
  credits: number;
  microUsdPerCredit: number;
  exchangeRate: number;
}): number {
  const numerator = options.credits * options.microUsdPerCredit * ratePercentOf(options.exchangeRate);
  return divideHalfUp(numerator, 1_000_000);
}

/** The platform's 5% of a payment, in the same minor units (half-up). */
export function applicationFeeMinor(amountMinor: number): number {
  return divideHalfUp(amountMinor * PLATFORM_FEE_PERCENT, 100);
}

/** How many credits an amount buys (the auto-recharge's amount): amount / final per-credit price, rounded. */
export function creditsForAmountMinor(options: {
  amountMinor: number;
  microUsdPerCredit: number;
  exchangeRate: number;
}): number {
  const denominator = options.microUsdPerCredit * ratePercentOf(options.exchangeRate);
  return divideHalfUp(options.amountMinor * 1_000_000, denominator);
}

/**
 * The most credits a client payment can stand for: its amount at the platform's own price (the
 * lowest any agency can ask), and only when the platform's 5% fee was collected on it. What a
 * payment's metadata claims is granted only up to this, so an agency creating payments on its own
 * account cannot mint credits.
 */
export function creditsCoveredByPayment(options: {
  amountMinor: number;
  feeMinor: number;
  exchangeRate: number;
}): number {
  if (options.feeMinor < applicationFeeMinor(options.amountMinor)) return 0;
  const denominator = PLATFORM_MICRO_USD_PER_CREDIT * ratePercentOf(options.exchangeRate);
  return Math.floor((options.amountMinor * 1_000_000) / denominator);
}
