import { Prisma, type Db } from "@parlo/db";
import { knowledgeStats, stemWords } from "./knowledge-stats";
import { orQuery, planQuery } from "./plan-query";

export interface TextHit {
  id: string;
  sourceId: string;
  title: string;
  url: string | null;
  content: string;
  /** 0..1: the weighted share of the question the chunk holds (see below) */
  score: number;
  rank: number;
}

interface TextRow {
  id: string;
  sourceId: string;
  title: string;
  url: string | null;
  content: string;
  rank: number;
  score: number;
}

/** The candidates ranked by ts_rank_cd and then scored. */
export const TEXT_CANDIDATES = 40;
/** At most this many matching chunks are ranked (bounds questions made of words every chunk has). */
export const SCAN_CAP = 400;
/** The weights of the two parts of the text score. */
export const TEXT_SCORE_WEIGHTS = { body: 0.8, title: 0.2 } as const;

/**
 * "Simple" retrieval over one agent's chunks (`agentId` first), one statement after the question's
 * words are stemmed (remembered) and weighted (plan-query.ts):
 *
 * 1. Candidates: the question's stems OR-ed (a paraphrase that shares some words matches) against
 *    the `search` column's GIN index (only the selective stems when the question has some, so
 *    "what do your products cost" does not rank every chunk that says "product"; when all its words
 *    are common, the agent's rows are read in order instead of the index); at most SCAN_CAP
 *    matches, the best TEXT_CANDIDATES by ts_rank_cd. Misspelt words match through the known word
 *    that stands in for them (trigram similarity against the agent's vocabulary).
 * 2. Score, 0..1 and comparable between questions (what `ifKnowsThreshold` is compared with):
 *    0.8 x (weights of the question's words the chunk holds) + 0.2 x (those in its title), over the
 *    weights of all the question's words. Ties go to the higher ts_rank_cd.
 */
export async function textSearch(
  db: Db,
  agentId: string,
  words: readonly string[],
  limit: number,
  ids: readonly string[] = [],
): Promise<TextHit[]> {
  const stems = words.length > 0 ? await stemWords(db, words) : new Map<string, string[]>();
  const plan = planQuery(words, stems, knowledgeStats(db, agentId));
  if (plan.terms.length === 0 && ids.length === 0) return [];
  const query = orQuery(plan.candidateStems);
  const lexemes = plan.terms.flatMap((term) => term.stems.map((stem) => stem.stem));
  const groups = plan.terms.flatMap((term, index) => term.stems.map(() => index));
  const total = plan.totalWeight;
  const credits = plan.terms.flatMap((term) => term.stems.map((stem) => stem.credit * term.weight));
  // selective stems: the GIN index of `search`; words most chunks hold: the agent's rows in order,
  // checked one by one until SCAN_CAP match (the GIN index's lists of such words span every agent)
  const searched = plan.selective ? Prisma.sql`c."search"` : Prisma.sql`coalesce(c."search", ''::tsvector)`;
  const rows = await db.$queryRaw<TextRow[]>`
    WITH "cand" AS (
      SELECT m."id", ts_rank_cd(m."search", ${query}::tsquery) AS "rank"
      FROM (
        SELECT c."id", c."search" FROM "KnowledgeChunk" c
        WHERE ${query} <> '' AND c."agentId" = ${agentId} AND ${searched} @@ ${query}::tsquery
        LIMIT ${SCAN_CAP}
      ) m
      ORDER BY "rank" DESC
      LIMIT ${TEXT_CANDIDATES}
    ),
    "ids" AS (
      SELECT "id", max("rank") AS "rank"
      FROM (SELECT * FROM "cand" UNION ALL SELECT "id", 0::real FROM unnest(${[...ids]}::text[]) AS "id") u
      GROUP BY "id"
    ),
    "t" AS (
      SELECT * FROM unnest(${lexemes}::text[], ${groups}::int[], ${credits}::float8[]) AS t("lx", "grp", "credit")
    )
    SELECT c."id", c."sourceId", c."title", c."url", c."content", "ids"."rank"::float8 AS "rank",
           CASE WHEN ${total}::float8 > 0
             THEN least(1, (${TEXT_SCORE_WEIGHTS.body}::float8 * s."found" + ${TEXT_SCORE_WEIGHTS.title}::float8 * s."inTitle") / ${total}::float8)
             ELSE 0 END AS "score"
    FROM "ids"
    JOIN "KnowledgeChunk" c ON c."id" = "ids"."id" AND c."agentId" = ${agentId}
    CROSS JOIN LATERAL (
      SELECT tsvector_to_array(c."search") AS "lx", tsvector_to_array(to_tsvector('english', c."title")) AS "tlx"
    ) d
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(m."best"), 0) AS "found", coalesce(sum(m."title"), 0) AS "inTitle"
      FROM (
        SELECT max(CASE WHEN t."lx" = ANY(d."lx") THEN t."credit" ELSE 0 END) AS "best",
               max(CASE WHEN t."lx" = ANY(d."tlx") THEN t."credit" ELSE 0 END) AS "title"
        FROM "t" GROUP BY t."grp"
      ) m
    ) s
    ORDER BY "score" DESC, "rank" DESC, c."id"
    LIMIT ${limit}`;
  return rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    score: Math.max(0, Math.min(1, Number(row.score))),
  }));
}
