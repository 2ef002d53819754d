import {
  addIsoDays,
  analyticsRangeProblem,
  ANALYTICS_PRESETS,
  DEFAULT_ANALYTICS_PRESET,
  type TAnalyticsPresetKey,
} from "@parlo/validators";

/**
 * The Analytics tab's range as the URL keeps it: `?range=7d|30d|90d` (no parameter: the default
 * preset) or `?from=YYYY-MM-DD&to=YYYY-MM-DD` for a custom range. Presets end today in the
 * viewer's time zone, so a reload next week moves with the calendar; a custom range stays put.
 */
export type RangeChoice = { kind: "preset"; key: TAnalyticsPresetKey } | { kind: "custom"; from: string; to: string };

export const RANGE_PARAM = "range";
export const FROM_PARAM = "from";
export const TO_PARAM = "to";

const DEFAULT_CHOICE: RangeChoice = { kind: "preset", key: DEFAULT_ANALYTICS_PRESET };

function presetOf(value: string | null): TAnalyticsPresetKey | null {
  return ANALYTICS_PRESETS.find((preset) => preset.key === value)?.key ?? null;
}

/** The range the URL asks for; anything unreadable (or an invalid custom range) is the default preset. */
export function readRangeChoice(params: Pick<URLSearchParams, "get">): RangeChoice {
  const from = params.get(FROM_PARAM);
  const to = params.get(TO_PARAM);
  if (from && to && analyticsRangeProblem(from, to) === null) return { kind: "custom", from, to };
  const key = presetOf(params.get(RANGE_PARAM));
  return key ? { kind: "preset", key } : DEFAULT_CHOICE;
}

/** The URL's query with the choice written in (other parameters such as showDebugger kept). */
export function writeRangeChoice(search: string, choice: RangeChoice): string {
  const params = new URLSearchParams(search);
  params.delete(RANGE_PARAM);
  params.delete(FROM_PARAM);
  params.delete(TO_PARAM);
  if (choice.kind === "custom") {
    params.set(FROM_PARAM, choice.from);
    params.set(TO_PARAM, choice.to);
  } else if (choice.key !== DEFAULT_ANALYTICS_PRESET) {
    params.set(RANGE_PARAM, choice.key);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The days a choice covers, given today's date in the viewer's zone. */
export function rangeDates(choice: RangeChoice, today: string): { from: string; to: string } {
  if (choice.kind === "custom") return { from: choice.from, to: choice.to };
  const days = ANALYTICS_PRESETS.find((preset) => preset.key === choice.key)?.days ?? 30;
  return { from: addIsoDays(today, -(days - 1)), to: today };
}

export function sameChoice(a: RangeChoice, b: RangeChoice): boolean {
  if (a.kind === "preset" && b.kind === "preset") return a.key === b.key;
  if (a.kind === "custom" && b.kind === "custom") return a.from === b.from && a.to === b.to;
  return false;
}
