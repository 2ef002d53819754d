import type { Region, RegionalDb } from "@parlo/db";
import type { EmbeddingsClient } from "./embeddings-client";
import { fuseScores } from "./fuse-scores";
import { queryWords } from "./query-words";
import { TEXT_CANDIDATES, textSearch, type TextHit } from "./text-search";
import { vectorSearch } from "./vector-search";

export type KnowledgeSearchMethod = "simple" | "smart";

/** A ranked passage of the agent's knowledge. */
export interface KnowledgePassage {
  chunkId: string;
  sourceId: string;
  title: string;
  url: string | null;
  content: string;
  /** 0..1, comparable between questions (what `ifKnowsThreshold` is compared with) */
  score: number;
}

export interface KnowledgeSearchResult {
  passages: KnowledgePassage[];
  debug: {
    /** the method asked for */
    method: KnowledgeSearchMethod;
    /** what ranked: simple, or smart with its vector mode */
    used: "simple" | "smart-pgvector" | "smart-application";
    /** why smart search fell back to simple */
    fallback?: string;
    /** the question's words that were searched */
    words: string[];
    ms: number;
  };
}

export const DEFAULT_TOP_CHUNKS = 4;
export const DEFAULT_MAX_CHARS = 6_000;

export interface SearchKnowledgeOptions {
  agentId: string;
  query: string;
  /** how many passages at most (vg_kbTopChunks); 4 by default */
  topK?: number;
  method?: KnowledgeSearchMethod;
  /** the embeddings API for smart search; without one smart search is simple search */
  embedder?: EmbeddingsClient | null;
  /** the passages' characters in all (vg_kbCharCount); 6000 by default */
  maxChars?: number;
}

const passageOf = (hit: TextHit, score: number): KnowledgePassage => ({
  chunkId: hit.id,
  sourceId: hit.sourceId,
  title: hit.title,
  url: hit.url,
  content: hit.content,
  score,
});

/** Keeps the best passages within `maxChars` characters in all (the first one is cut to fit). */
export function withinChars(passages: KnowledgePassage[], maxChars: number): KnowledgePassage[] {
  const kept: KnowledgePassage[] = [];
  let used = 0;
  for (const passage of passages) {
    const room = maxChars - used;
    if (kept.length === 0 && passage.content.length > room) {
      kept.push({ ...passage, content: passage.content.slice(0, Math.max(0, room)) });
      break;
    }
    if (passage.content.length > room) break;
    kept.push(passage);
    used += passage.content.length;
  }
  return kept;
}

/**
 * Searches an agent's knowledge (its KnowledgeChunk rows) for a visitor's question.
 * - simple: PostgreSQL full text and trigram similarity in one statement (see text-search.ts);
 * - smart: simple, plus the question embedded by the embeddings API and ranked against the chunks'
 *   embeddings (pgvector when the server has it, else in the application), fused with the text
 *   score (see fuse-scores.ts). Without an embeddings API, or when it fails, smart search is simple
 *   search and `debug.fallback` says why.
 * Passages come best first with a 0..1 score.
 */
export async function searchKnowledge(
  db: RegionalDb,
  region: Region,
  options: SearchKnowledgeOptions,
): Promise<KnowledgeSearchResult> {
  const started = performance.now();
  const client = db.for(region);
  const method = options.method ?? "simple";
  const topK = Math.max(1, options.topK ?? DEFAULT_TOP_CHUNKS);
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const words = queryWords(options.query);
  const finish = (
    passages: KnowledgePassage[],
    used: KnowledgeSearchResult["debug"]["used"],
    fallback?: string,
  ): KnowledgeSearchResult => ({
    passages: withinChars(passages, maxChars),
    debug: {
      method,
      used,
      ...(fallback ? { fallback } : {}),
      words,
      ms: performance.now() - started,
    },
  });

  const simple = async (fallback?: string) => {
    const hits = await textSearch(client, options.agentId, words, topK);
    return finish(
      hits.filter((hit) => hit.score > 0).map((hit) => passageOf(hit, hit.score)),
      "simple",
      fallback,
    );
  };

  if (method === "simple") return simple();
  if (!options.embedder) return simple("no embeddings API is configured (EMBEDDINGS_API_BASE_URL)");
  const question = options.query.trim();
  if (question === "") return simple();

  let queryVector: number[] | undefined;
  try {
    [queryVector] = await options.embedder.embed([question]);
  } catch (error) {
    return simple(`the embeddings API failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!queryVector) return simple("the embeddings API gave no vector");
  const vector = await vectorSearch(client, options.agentId, queryVector);
  const vectorScores = new Map(vector.hits.map((hit) => [hit.id, hit.score]));
  // the text score of every candidate: the text stage's own and the vector stage's
  const hits = await textSearch(client, options.agentId, words, 2 * TEXT_CANDIDATES + vector.hits.length, [
    ...vectorScores.keys(),
  ]);
  const passages = hits
    .map((hit) => passageOf(hit, fuseScores(hit.score, vectorScores.get(hit.id) ?? 0)))
    .filter((passage) => passage.score > 0)
    .sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId))
    .slice(0, topK);
  return finish(passages, vector.mode === "pgvector" ? "smart-pgvector" : "smart-application");
}
