import type { TAnalyticsCountry } from "@parlo/validators";
import type { Db } from "./db";
import { startedInRange, type DayRange } from "./range-sql";

/** Conversations started in the range per visitor country (kept only while geo analytics is on), most first. */
export function countryCounts(db: Db, agentId: string, range: DayRange): Promise<TAnalyticsCountry[]> {
  return db.$queryRaw<TAnalyticsCountry[]>`
    SELECT upper(c."geo"->>'country') AS "country", COUNT(*)::int AS "conversations"
    FROM "Conversation" c
    WHERE c."agentId" = ${agentId} AND ${startedInRange(range)}
      AND c."geo"->>'country' IS NOT NULL AND c."geo"->>'country' <> ''
    GROUP BY 1
    ORDER BY 2 DESC, 1`;
}
