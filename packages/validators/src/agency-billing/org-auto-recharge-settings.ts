/**
 * An org's auto-recharge settings (agency-shell-dashboards.md sections 3 "Org" autocharge, 5 and
 * 7 update-autorecharge): on/off, the threshold in credits and the amount in whole units of the
 * agency's account currency. Stored in `Org.autocharge` (JSON); read with the defaults wherever a
 * value is missing or outside the card's range. Zod-free: the portal's card imports it.
 */
import { ORG_AUTO_RECHARGE } from "./org-billing-ranges";

export interface OrgAutoRechargeSettings {
  automaticBilling: boolean;
  /** credits: recharge when the org's balance falls below this */
  threshold: number;
  /** whole units of the agency's account currency charged each time */
  amount: number;
}

type Range = { min: number; max: number; step: number };

/** Whether `value` is a whole number in the range, on its steps. */
export function isOnRangeStep(value: unknown, range: Range): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= range.min &&
    value <= range.max &&
    (value - range.min) % range.step === 0
  );
}

export const DEFAULT_ORG_AUTO_RECHARGE: OrgAutoRechargeSettings = {
  automaticBilling: false,
  threshold: ORG_AUTO_RECHARGE.threshold.default,
  amount: ORG_AUTO_RECHARGE.amount.default,
};

/** A key of a stored JSON object, or undefined. */
function fieldOf(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.entries(value).find(([name]) => name === key)?.[1];
}

/**
 * The settings in `Org.autocharge` (`automaticBilling`, `threshold`, `amount`, as the card saves
 * them); the defaults for anything missing or out of range. The recharge's claim (core's
 * maybeOrgAutoRecharge) reads the same keys in SQL.
 */
export function orgAutoRechargeOf(stored: unknown): OrgAutoRechargeSettings {
  const threshold = fieldOf(stored, "threshold");
  const amount = fieldOf(stored, "amount");
  return {
    automaticBilling: fieldOf(stored, "automaticBilling") === true,
    threshold: isOnRangeStep(threshold, ORG_AUTO_RECHARGE.threshold) ? threshold : DEFAULT_ORG_AUTO_RECHARGE.threshold,
    amount: isOnRangeStep(amount, ORG_AUTO_RECHARGE.amount) ? amount : DEFAULT_ORG_AUTO_RECHARGE.amount,
  };
}
