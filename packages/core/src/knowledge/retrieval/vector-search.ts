import type { Db } from "@parlo/db";
import { hasPgvector } from "./vector-support";

export interface VectorHit {
  id: string;
  /** cosine similarity, clamped to 0..1 */
  score: number;
}

/** How many nearest chunks the vector stage hands to the fusion. */
export const VECTOR_CANDIDATES = 40;
/**
 * Without pgvector the agent's embeddings are read and compared in the application: at most this
 * many chunks (the newest) are compared, which bounds the time and memory of one search.
 */
export const APPLICATION_VECTOR_CAP = 3_000;

export function cosine(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

const clamp = (value: number) => Math.max(0, Math.min(1, value));

/**
 * The agent's chunks nearest to the query vector (chunks embedded with another dimension are
 * skipped). With the `vector` extension PostgreSQL ranks `embedding::vector <=> query`; otherwise
 * the application ranks by cosine over at most APPLICATION_VECTOR_CAP chunks.
 */
export async function vectorSearch(
  db: Db,
  agentId: string,
  query: readonly number[],
): Promise<{ hits: VectorHit[]; mode: "pgvector" | "application" }> {
  const dimension = query.length;
  if (await hasPgvector(db)) {
    const literal = `[${query.join(",")}]`;
    const rows = await db.$queryRaw<Array<{ id: string; distance: number }>>`
      SELECT "id", ("embedding"::vector <=> ${literal}::vector)::float8 AS "distance"
      FROM "KnowledgeChunk"
      WHERE "agentId" = ${agentId} AND cardinality("embedding") = ${dimension}
      ORDER BY "distance"
      LIMIT ${VECTOR_CANDIDATES}`;
    return { hits: rows.map((row) => ({ id: row.id, score: clamp(1 - Number(row.distance)) })), mode: "pgvector" };
  }
  const rows = await db.$queryRaw<Array<{ id: string; embedding: number[] }>>`
    SELECT "id", "embedding"
    FROM "KnowledgeChunk"
    WHERE "agentId" = ${agentId} AND cardinality("embedding") = ${dimension}
    ORDER BY "createdAt" DESC
    LIMIT ${APPLICATION_VECTOR_CAP}`;
  const hits = rows
    .map((row) => ({ id: row.id, score: clamp(cosine(query, row.embedding)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, VECTOR_CANDIDATES);
  return { hits, mode: "application" };
}
