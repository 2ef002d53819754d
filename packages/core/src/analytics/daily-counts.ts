import { Prisma } from "@parlo/db";
import type { Db } from "./db";
import type { DayCounts } from "./fill-days";
import { inRange, localDay, rangeEnd, startedInRange, type DayRange } from "./range-sql";

/**
 * Per local day with activity: conversations started (and how many of those went to a person)
 * and messages written by the visitor, the agent or a person (not transcript notes). One query.
 */
export function dailyCounts(db: Db, agentId: string, range: DayRange): Promise<DayCounts[]> {
  const conversation = Prisma.sql`c."createdAt"`;
  const message = Prisma.sql`m."createdAt"`;
  return db.$queryRaw<DayCounts[]>`
    SELECT "day",
           SUM("conversations")::int AS "conversations",
           SUM("handoffs")::int AS "handoffs",
           SUM("messages")::int AS "messages",
           SUM("visitorMessages")::int AS "visitorMessages"
    FROM (
      SELECT ${localDay(conversation, range)} AS "day",
             COUNT(*) AS "conversations", COUNT(c."handoffAt") AS "handoffs",
             0 AS "messages", 0 AS "visitorMessages"
      FROM "Conversation" c
      WHERE c."agentId" = ${agentId} AND ${startedInRange(range)}
      GROUP BY 1
      UNION ALL
      SELECT ${localDay(message, range)} AS "day",
             0, 0,
             COUNT(*), COUNT(*) FILTER (WHERE m."role" = 'user')
      FROM "ConversationMessage" m
      JOIN "Conversation" c ON c."id" = m."conversationId"
      WHERE c."agentId" = ${agentId} AND c."createdAt" < ${rangeEnd(range)}
        AND m."role" <> 'system' AND ${inRange(message, range)}
      GROUP BY 1
    ) counted
    GROUP BY "day"
    ORDER BY "day"`;
}
