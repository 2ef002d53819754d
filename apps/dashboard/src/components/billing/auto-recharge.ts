import { AUTO_RECHARGE, type TBillingOverview } from "@parlo/validators";
import { formatCredits, formatWhole } from "./billing-format";

export interface AutoRechargeSettings {
  enabled: boolean;
  /** credits */
  threshold: number;
  /** whole units of the workspace's currency */
  amount: number;
  /** whole units of the workspace's currency; 0 = no limit */
  monthlyChargeLimit: number;
}

type Range = { min: number; max: number; step: number; default: number };

/** A stored value moved onto the slider's range and steps; the default when there is none. */
export function snapToRange(value: number | null | undefined, range: Range): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return range.default;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  return range.min + Math.round((clamped - range.min) / range.step) * range.step;
}

/** The card's starting values from the server's settings (a paid plan only can have it on). */
export function initialAutoRecharge(
  saved: Pick<TBillingOverview["autoRecharge"], "enabled" | "threshold" | "amount" | "monthlyChargeLimit">,
  isFree: boolean,
): AutoRechargeSettings {
  return {
    enabled: saved.enabled && !isFree,
    threshold: snapToRange(saved.threshold, AUTO_RECHARGE.threshold),
    amount: snapToRange(saved.amount, AUTO_RECHARGE.amount),
    monthlyChargeLimit: snapToRange(saved.monthlyChargeLimit, AUTO_RECHARGE.monthlyChargeLimit),
  };
}

/** The monthly limit slider's value as shown: "No Limit" for 0. */
export function monthlyLimitLabel(limit: number, symbol: string): string {
  return limit === 0 ? "No Limit" : formatWhole(limit, symbol);
}

/** The sentence that says what the rule does. */
export function autoRechargeSummary(settings: AutoRechargeSettings, symbol: string): string {
  if (!settings.enabled) return "Automatic recharge is off. Turn it on to add credit whenever your balance runs low.";
  const limit =
    settings.monthlyChargeLimit === 0
      ? "with no monthly limit"
      : `at most ${formatWhole(settings.monthlyChargeLimit, symbol)} a month`;
  return `When your balance falls below ${formatCredits(settings.threshold)} credits, add ${formatWhole(settings.amount, symbol)}, ${limit}.`;
}
