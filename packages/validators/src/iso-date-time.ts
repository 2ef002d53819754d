/**
 * Date-times sent to the server (the runtime's `since`, the Chats and Leads filters): ISO 8601
 * with seconds and a zone (`Z` or `±hh:mm`), e.g. `2025-01-31T09:00:00Z`, whose instant falls in
 * the years both PostgreSQL and JavaScript handle without surprises. Anything else is refused
 * before it reaches the database.
 */
import { z } from "zod";

export const DATE_TIME_YEARS = { min: 1970, max: 9999 } as const;

export const DATE_TIME_MESSAGES = {
  invalid: `Please give an ISO date-time between the years ${DATE_TIME_YEARS.min} and ${DATE_TIME_YEARS.max}, like 2025-01-31T09:00:00Z.`,
} as const;

const zIsoShape = z.iso.datetime({ offset: true });

/** Whether a year is within DATE_TIME_YEARS. */
export function isSafeYear(year: number): boolean {
  return Number.isInteger(year) && year >= DATE_TIME_YEARS.min && year <= DATE_TIME_YEARS.max;
}

/** The instant of an ISO date-time, or null when it is not one or its UTC year is out of range. */
export function parseIsoDateTime(value: string): Date | null {
  if (!zIsoShape.safeParse(value).success) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || !isSafeYear(date.getUTCFullYear())) return null;
  return date;
}

/** An ISO date-time (kept as the string it was sent as), refused with `message` otherwise. */
export function zIsoDateTime(message: string = DATE_TIME_MESSAGES.invalid) {
  return z.string().refine((value) => parseIsoDateTime(value) !== null, message);
}
