/**
 * The org billing widgets' ranges (agency-shell-dashboards.md sections 5 and 9). Zod-free.
 */
export const ORG_CREDIT_PURCHASE = {
  min: 1000,
  max: 50_000,
  step: 500,
  default: 1000,
  quickPicks: [1000, 2500, 5000, 10_000],
} as const;

export const ORG_AUTO_RECHARGE = {
  /** credits: recharge when the org's balance falls below this */
  threshold: { min: 100, max: 5000, step: 100, default: 500 },
  /** whole units of the agency's currency charged each time */
  amount: { min: 5, max: 100, step: 5, default: 5 },
} as const;

/** "1K", "2.5K", "10K" */
export function quickPickLabel(credits: number): string {
  return `${credits / 1000}K`;
}

/** Whether a purchase of `credits` is in the card's range and on its steps. */
export function isValidCreditPurchase(credits: number): boolean {
  return (
    Number.isInteger(credits) &&
    credits >= ORG_CREDIT_PURCHASE.min &&
    credits <= ORG_CREDIT_PURCHASE.max &&
    credits % ORG_CREDIT_PURCHASE.step === 0
  );
}
