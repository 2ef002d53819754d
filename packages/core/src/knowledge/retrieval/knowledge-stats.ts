import type { Db } from "@parlo/db";

/**
 * What ranking knows about an agent's knowledge: how many chunks it has and in how many chunks each
 * word (English stem, as in the `search` column) appears. From it come the weights of a question's
 * words (a word few chunks hold says more than one every chunk holds) and the vocabulary that
 * misspelt words are corrected against.
 *
 * Computed with ts_stat over the agent's chunks (about 60 ms for 5,000 chunks) in the background:
 * a search never waits for it. Until it is there, words weigh the same and typos are not corrected.
 * Kept STATS_TTL_MS, then recomputed on the next search (the old one serves meanwhile).
 */
export interface AgentKnowledgeStats {
  chunks: number;
  /** stem -> number of chunks that hold it (the most frequent MAX_VOCABULARY stems) */
  documentFrequency: Map<string, number>;
  loadedAt: number;
}

export const STATS_TTL_MS = 5 * 60_000;
export const MAX_VOCABULARY = 30_000;
const MAX_AGENTS = 500;
const MAX_STEMS = 50_000;

interface Entry {
  stats?: AgentKnowledgeStats;
  loading?: Promise<AgentKnowledgeStats>;
}

const byDb = new WeakMap<Db, Map<string, Entry>>();
const stemsByDb = new WeakMap<Db, Map<string, string[]>>();

function entries(db: Db): Map<string, Entry> {
  let map = byDb.get(db);
  if (!map) {
    map = new Map();
    byDb.set(db, map);
  }
  return map;
}

/** Computes an agent's stats now (and keeps them). */
export function loadKnowledgeStats(db: Db, agentId: string): Promise<AgentKnowledgeStats> {
  const map = entries(db);
  const entry = map.get(agentId) ?? {};
  if (entry.loading) return entry.loading;
  const loading = (async () => {
    const [counted, words] = await Promise.all([
      db.knowledgeChunk.count({ where: { agentId } }),
      db.$queryRaw<Array<{ word: string; ndoc: number }>>`
        SELECT "word", "ndoc" FROM ts_stat(
          'SELECT "search" FROM "KnowledgeChunk" WHERE "agentId" = ' || quote_literal(${agentId}::text)
        )
        ORDER BY "ndoc" DESC
        LIMIT ${MAX_VOCABULARY}`,
    ]);
    const stats: AgentKnowledgeStats = {
      chunks: counted,
      documentFrequency: new Map(words.map((row) => [row.word, Number(row.ndoc)])),
      loadedAt: Date.now(),
    };
    if (map.size >= MAX_AGENTS && !map.has(agentId)) map.delete(map.keys().next().value ?? "");
    map.set(agentId, { stats });
    return stats;
  })();
  map.set(agentId, { ...entry, loading });
  loading.catch(() => map.set(agentId, { stats: entry.stats }));
  return loading;
}

/** The agent's stats when known (stale ones are refreshed in the background), else undefined. */
export function knowledgeStats(db: Db, agentId: string): AgentKnowledgeStats | undefined {
  const entry = entries(db).get(agentId);
  const stale = !entry?.stats || Date.now() - entry.stats.loadedAt > STATS_TTL_MS;
  if (stale && !entry?.loading) void loadKnowledgeStats(db, agentId).catch(() => undefined);
  return entry?.stats;
}

/** Forgets an agent's stats (after its knowledge changed in this process). */
export function forgetKnowledgeStats(db: Db, agentId: string): void {
  entries(db).delete(agentId);
}

/**
 * The English stems of words, as PostgreSQL's english configuration makes them (none for a stop
 * word; several for e.g. "e-mail"). Remembered per database, so a known word costs no query.
 */
export async function stemWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  let cache = stemsByDb.get(db);
  if (!cache) {
    cache = new Map();
    stemsByDb.set(db, cache);
  }
  const missing = words.filter((word) => !cache.has(word));
  if (missing.length > 0) {
    const rows = await db.$queryRaw<Array<{ word: string; lexemes: string[] }>>`
      SELECT "word", tsvector_to_array(to_tsvector('english', "word")) AS "lexemes"
      FROM unnest(${missing}::text[]) AS "word"`;
    if (cache.size + rows.length > MAX_STEMS) cache.clear();
    for (const row of rows) cache.set(row.word, row.lexemes);
  }
  return new Map(words.map((word) => [word, cache.get(word) ?? []]));
}
