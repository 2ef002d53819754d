/** How the Analytics tab writes its numbers, days and countries (the viewer's locale). */
import { countryName as countryNameIn } from "@parlo/validators/plain";

const counts = new Intl.NumberFormat(undefined);
const percents = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
// the spec shows credits with one decimal
const credits = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatCount = (value: number) => counts.format(value);
export const formatPercent = (value: number) => percents.format(value);
export const formatCredits = (value: string) => credits.format(Number(value));

function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const shortDay = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mar 5" for `2025-03-05` (the date as given: it is already the viewer's day). */
export const formatShortDay = (day: string) => shortDay.format(dayDate(day));
/** "Wed, Mar 5, 2025". */
export const formatLongDay = (day: string) => longDay.format(dayDate(day));
const rangeDays = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mar 1 – 30, 2025" (the locale's way of writing a range of days). */
export const formatRange = (from: string, to: string) => rangeDays.formatRange(dayDate(from), dayDate(to));

/** "Germany" for "DE", in the browser's language; the code itself when the browser does not know it. */
export const countryName = (code: string) => countryNameIn(code);
