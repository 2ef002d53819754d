/**
 * The agent's Analytics tab: conversations and messages per day, handoff rate, top questions,
 * credits used and, when the agent has geo analytics on, the visitors' countries, for a range of
 * whole days in the viewer's time zone.
 *
 * - tRPC `analytics.summary` (ZAnalyticsSummaryInput -> ZAnalyticsSummaryOutput), with the same
 *   callers as the Chats tab: members of the agent's workspace, its workspace secret and the
 *   agent's own secret.
 *
 * What is counted (every count is of the agent's conversations, all channels, recorded or not):
 * - conversations: started on a day of the range;
 * - messages: written on a day of the range by the visitor, the agent or a person of the team
 *   (transcript notes such as "asked for a person" are not messages);
 * - handoffs: conversations started in the range that went to a person (asked for or taken over)
 *   at any time, so the handoff rate (handoffs / conversations) is between 0 and 1;
 * - top questions: the visitor's first message of each recorded conversation started in the range,
 *   grouped by its normalised text (lower case, punctuation and runs of spaces made one space, trimmed),
 *   shown in its most common wording;
 * - credits used: the credit usage log's charges for the agent's answers in the range.
 */
import { z } from "zod";
import { ZAgentScopeInput } from "./agent";
import { isSafeYear } from "./iso-date-time";

/** The longest range, in days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366;
/** How many top questions the summary lists. */
export const ANALYTICS_TOP_QUESTIONS = 10;
/** Top questions longer than this are shortened (with an ellipsis). */
export const ANALYTICS_QUESTION_MAX = 200;

export const ANALYTICS_MESSAGES = {
  badDate: "Please pick a date as YYYY-MM-DD.",
  backwards: "The start date must be on or before the end date.",
  tooLong: `Please pick a range of at most ${ANALYTICS_MAX_DAYS} days.`,
  badTimeZone: "Unknown time zone. Please use a name like Europe/Berlin.",
  notFound: "Agent not found",
  loadFailed: "Could not load the analytics. Please try again.",
  emptyTitle: "No conversations in this range",
  emptyBody: "Numbers appear here when visitors chat with your agent. Try a longer range or open the test panel.",
  openTestPanel: "Open the test panel",
  noQuestions: "No visitor questions in this range.",
  geoOff: "Location analytics is off for this agent. Turn it on and publish to see where visitors chat from.",
  geoSettingLink: "Open analytics settings",
  geoEmpty: "No locations recorded in this range.",
} as const;

export const ANALYTICS_PRESETS = [
  { key: "7d", label: "Last 7 days", days: 7 },
  { key: "30d", label: "Last 30 days", days: 30 },
  { key: "90d", label: "Last 90 days", days: 90 },
] as const;
export type TAnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export type TAnalyticsPresetKey = TAnalyticsPreset["key"];
export const DEFAULT_ANALYTICS_PRESET = "30d" satisfies TAnalyticsPresetKey;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar date `YYYY-MM-DD`, or null when it is not one (no 30 February). */
export function isoDayNumber(value: string): number | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(time / MS_PER_DAY);
}

/** The calendar date `days` after (or before, when negative) `YYYY-MM-DD`. */
export function addIsoDays(value: string, days: number): string {
  const number = isoDayNumber(value);
  if (number === null) throw new Error(`Not a date: ${value}`);
  return new Date((number + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days in the range, both ends included (0 when a date is invalid or the range is backwards). */
export function rangeDays(from: string, to: string): number {
  const start = isoDayNumber(from);
  const end = isoDayNumber(to);
  return start === null || end === null || end < start ? 0 : end - start + 1;
}

/** The problem with a range (a catalogue message), or null when it is fine. */
export function analyticsRangeProblem(from: string, to: string): string | null {
  const start = isoDayNumber(from);
  const end = isoDayNumber(to);
  if (start === null || end === null) return ANALYTICS_MESSAGES.badDate;
  if (end < start) return ANALYTICS_MESSAGES.backwards;
  if (end - start + 1 > ANALYTICS_MAX_DAYS) return ANALYTICS_MESSAGES.tooLong;
  return null;
}

// a zone name (no raw offsets such as "+03:00": PostgreSQL would read them as POSIX zones, sign inverted)
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The canonical IANA name of a time zone (as Intl knows it), or null when it is not one. */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !ZONE_NAME.test(value)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
    return ZONE_NAME.test(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** Today's date (`YYYY-MM-DD`) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

// a calendar date in the years the database handles (as for date-times)
const zIsoDay = z
  .string()
  .refine((value) => isoDayNumber(value) !== null && isSafeYear(Number(value.slice(0, 4))), ANALYTICS_MESSAGES.badDate);

/** An IANA time zone name; parsed to its canonical spelling (e.g. "utc" -> "UTC"). */
export const zTimeZone = z.string().transform((value, ctx) => {
  const zone = canonicalTimeZone(value);
  if (zone === null) {
    ctx.addIssue({ code: "custom", message: ANALYTICS_MESSAGES.badTimeZone });
    return z.NEVER;
  }
  return zone;
});

export const ZAnalyticsSummaryInput = z
  .object({
    ...ZAgentScopeInput.shape,
    /** the first day, in `timeZone` */
    from: zIsoDay,
    /** the last day (included), in `timeZone` */
    to: zIsoDay,
    /** the viewer's time zone: days start at its midnight */
    timeZone: zTimeZone,
  })
  .superRefine((input, ctx) => {
    const problem = analyticsRangeProblem(input.from, input.to);
    // a malformed date is already reported on its own field
    if (problem && problem !== ANALYTICS_MESSAGES.badDate)
      ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
  });
export type TAnalyticsSummaryInput = z.input<typeof ZAnalyticsSummaryInput>;
export type TAnalyticsSummaryQuery = z.output<typeof ZAnalyticsSummaryInput>;

const count = z.number().int().min(0);

export const ZAnalyticsDay = z.object({
  /** `YYYY-MM-DD` in the requested time zone */
  date: z.string(),
  conversations: count,
  messages: count,
});
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>;

export const ZAnalyticsQuestion = z.object({
  /** the most common wording of the question */
  text: z.string(),
  /** conversations that opened with it */
  count: count.min(1),
});
export type TAnalyticsQuestion = z.infer<typeof ZAnalyticsQuestion>;

export const ZAnalyticsCountry = z.object({
  /** ISO 3166-1 alpha-2, upper case */
  country: z.string(),
  conversations: count.min(1),
});
export type TAnalyticsCountry = z.infer<typeof ZAnalyticsCountry>;

export const ZAnalyticsSummaryOutput = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: z.object({
    conversations: count,
    messages: count,
    /** the visitors' own messages */
    visitorMessages: count,
    handoffs: count,
    /** handoffs / conversations (0 without conversations) */
    handoffRate: z.number().min(0).max(1),
    /** exact decimal, like the workspace's credits ("12.5") */
    creditsUsed: z.string().regex(/^\d+(\.\d+)?$/),
  }),
  /** every day of the range, in order, zeros included */
  days: z.array(ZAnalyticsDay),
  /** at most ANALYTICS_TOP_QUESTIONS, most asked first */
  topQuestions: z.array(ZAnalyticsQuestion),
  /** conversations per country, most first; null when the agent has geo analytics off */
  geo: z.array(ZAnalyticsCountry).nullable(),
  /** the agent's live enableGeoAnalytics */
  geoEnabled: z.boolean(),
});
export type TAnalyticsSummaryOutput = z.infer<typeof ZAnalyticsSummaryOutput>;
