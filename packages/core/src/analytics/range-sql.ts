import { Prisma } from "@parlo/db";

/**
 * SQL pieces for a range of whole days in a time zone. Timestamps are stored as UTC without a
 * zone (Prisma's `timestamp(3)`), so a local day is `(column AT TIME ZONE 'UTC') AT TIME ZONE tz`
 * and the range's ends are the zone's midnights turned back into UTC: comparisons stay on the bare
 * column, so its indexes apply.
 */
export interface DayRange {
  /** first day, YYYY-MM-DD */
  from: string;
  /** last day (included), YYYY-MM-DD */
  to: string;
  /** IANA name */
  timeZone: string;
}

/** The first instant of the range (the zone's midnight starting `from`), as UTC. */
export function rangeStart(range: DayRange): Prisma.Sql {
  return Prisma.sql`((${range.from}::date)::timestamp AT TIME ZONE ${range.timeZone}::text) AT TIME ZONE 'UTC'`;
}

/** The first instant after the range (the zone's midnight ending `to`), as UTC. */
export function rangeEnd(range: DayRange): Prisma.Sql {
  return Prisma.sql`((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone}::text) AT TIME ZONE 'UTC'`;
}

/** `column` within the range. */
export function inRange(column: Prisma.Sql, range: DayRange): Prisma.Sql {
  return Prisma.sql`${column} >= ${rangeStart(range)} AND ${column} < ${rangeEnd(range)}`;
}

/** The local day (YYYY-MM-DD) of a UTC `column` in the range's zone. */
export function localDay(column: Prisma.Sql, range: DayRange): Prisma.Sql {
  return Prisma.sql`to_char(((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${range.timeZone}::text)::date, 'YYYY-MM-DD')`;
}

/**
 * Conversations (alias `c`) started in the range. `lastMessageAt` never falls before `createdAt`,
 * so the extra bound (an hour of slack for clocks) lets the (agentId, lastMessageAt) index skip the
 * agent's conversations that were over before the range began.
 */
export function startedInRange(range: DayRange): Prisma.Sql {
  return Prisma.sql`${inRange(Prisma.sql`c."createdAt"`, range)}
    AND c."lastMessageAt" >= ${rangeStart(range)} - interval '1 hour'`;
}
