/** Number and date formats of the billing page (fixed locale and time zone: the server and the browser agree). */

/** 1234.5 -> "$1,234.50"; `decimals` fixed (Cost This Month uses 4). */
export function formatUsd(amount: number, decimals = 2): string {
  const text = Math.abs(amount).toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // a small debt that rounds to nothing is not "-$0.00"
  const sign = amount < 0 && /[1-9]/.test(text) ? "-" : "";
  return `${sign}$${text}`;
}

/** 1000 -> "1,000"; decimals only when there are some (12.5 -> "12.5"). */
export function formatCredits(credits: number): string {
  return credits.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** A whole amount of a currency: (10, "£") -> "£10". */
export function formatWhole(amount: number, symbol: string): string {
  return `${symbol}${amount.toLocaleString("en-US")}`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Dec 23, 2026" for a date, or for epoch seconds. */
export function formatBillingDate(value: Date | number): string {
  return dateFormat.format(typeof value === "number" ? new Date(value * 1000) : value);
}

/** The usage bar's percentage (0..100) of credits used out of used + balance. */
export function usagePercent(credits: { used: number; total: number }): number {
  if (credits.total <= 0) return 0;
  return Math.min(100, Math.max(0, (credits.used / credits.total) * 100));
}

/** "active" -> "Active", "past_due" -> "Past due". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ").trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : "Unknown";
}
