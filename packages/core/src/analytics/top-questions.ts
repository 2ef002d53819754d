import { ANALYTICS_QUESTION_MAX, ANALYTICS_TOP_QUESTIONS, type TAnalyticsQuestion } from "@parlo/validators";
import type { Db } from "./db";
import { startedInRange, type DayRange } from "./range-sql";

/**
 * What separates words of a question once lower-cased: white space and punctuation (ASCII and the
 * common typographic marks), listed one by one so that the database's locale does not matter.
 */
export const QUESTION_SEPARATORS = "[]\\s!\"#$%&'()*+,./:;<=>?@[\\\\^_`{|}~¡¿«»“”‘’„…–—·。、，．？！：；-]+";

/**
 * The most asked questions: the visitor's first message of each recorded conversation started in
 * the range, grouped by its normalised text (lower case, punctuation and spaces collapsed), shown in
 * its most common wording (ties: the first in sort order), most asked first. Messages of
 * conversations whose history is not recorded stay out.
 */
export function topQuestions(db: Db, agentId: string, range: DayRange): Promise<TAnalyticsQuestion[]> {
  return db.$queryRaw<TAnalyticsQuestion[]>`
    WITH firsts AS (
      SELECT btrim(regexp_replace(f."content", ${"\\s+"}::text, ' ', 'g')) AS "wording",
             btrim(regexp_replace(lower(f."content"), ${QUESTION_SEPARATORS}::text, ' ', 'g')) AS "key"
      FROM "Conversation" c
      CROSS JOIN LATERAL (
        SELECT m."content" FROM "ConversationMessage" m
        WHERE m."conversationId" = c."id" AND m."role" = 'user'
        ORDER BY m."createdAt", m."id"
        LIMIT 1
      ) f
      WHERE c."agentId" = ${agentId} AND c."recorded" AND ${startedInRange(range)}
    )
    SELECT CASE WHEN length(w."text") > ${ANALYTICS_QUESTION_MAX}::int
                THEN left(w."text", ${ANALYTICS_QUESTION_MAX - 1}::int) || '…' ELSE w."text" END AS "text",
           w."count"
    FROM (
      SELECT mode() WITHIN GROUP (ORDER BY "wording") AS "text", COUNT(*)::int AS "count"
      FROM firsts
      WHERE "key" <> ''
      GROUP BY "key"
    ) w
    ORDER BY w."count" DESC, w."text"
    LIMIT ${ANALYTICS_TOP_QUESTIONS}::int`;
}
