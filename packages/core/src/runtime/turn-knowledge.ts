import type { Region, RegionalDb } from "@parlo/db";
import type { TAgentSettings } from "@parlo/validators";
import type { EmbeddingsClient } from "../knowledge/retrieval/embeddings-client";
import {
  DEFAULT_MAX_CHARS,
  DEFAULT_TOP_CHUNKS,
  searchKnowledge,
  type KnowledgePassage,
  type KnowledgeSearchResult,
} from "../knowledge/retrieval/search-knowledge";

/**
 * The best score a passage needs to reach the model when the agent sets no `ifKnowsThreshold`:
 * below it a passage shares too little with the question to help (see text-search.ts' score).
 */
export const DEFAULT_IF_KNOWS_THRESHOLD = 0.2;

/** What the agent's knowledge gave one turn: the passages for the model (none: it does not know). */
export interface TurnKnowledge {
  passages: KnowledgePassage[];
  threshold: number;
  debug: KnowledgeSearchResult["debug"];
}

/** The title and URL of each passage given to the model, once per URL (or per title without one). */
export function sourcesOf(passages: readonly KnowledgePassage[]): Array<{ title: string; url: string | null }> {
  const seen = new Set<string>();
  const sources: Array<{ title: string; url: string | null }> = [];
  for (const passage of passages) {
    const key = passage.url ? `url:${passage.url}` : `title:${passage.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sources.push({ title: passage.title || passage.url || "Source", url: passage.url });
  }
  return sources;
}

/**
 * Searches the agent's knowledge with the visitor's message, as the agent's settings say:
 * `vg_kb_llm.searchMethod` (simple by default), `vg_kbTopChunks` passages (4), `vg_kbCharCount`
 * characters (6000); passages scoring under `ifKnowsThreshold` are left out.
 */
export async function knowledgeForTurn(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  document: TAgentSettings;
  question: string;
  embedder?: EmbeddingsClient | null;
}): Promise<TurnKnowledge> {
  const { document } = options;
  const threshold = document.ifKnowsThreshold ?? DEFAULT_IF_KNOWS_THRESHOLD;
  const result = await searchKnowledge(options.db, options.region, {
    agentId: options.agentId,
    query: options.question,
    method: document.vg_kb_llm?.searchMethod ?? "simple",
    topK: document.vg_kbTopChunks ?? DEFAULT_TOP_CHUNKS,
    maxChars: document.vg_kbCharCount || DEFAULT_MAX_CHARS,
    embedder: options.embedder,
  });
  return {
    passages: result.passages.filter((passage) => passage.score >= threshold && passage.content.trim() !== ""),
    threshold,
    debug: result.debug,
  };
}
