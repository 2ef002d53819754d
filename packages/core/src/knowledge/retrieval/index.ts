export {
  searchKnowledge,
  withinChars,
  DEFAULT_MAX_CHARS,
  DEFAULT_TOP_CHUNKS,
  type KnowledgePassage,
  type KnowledgeSearchMethod,
  type KnowledgeSearchResult,
  type SearchKnowledgeOptions,
} from "./search-knowledge";
export {
  createEmbeddingsClient,
  DEFAULT_EMBEDDINGS_MODEL,
  EmbeddingsError,
  type EmbeddingsClient,
  type EmbeddingsConfig,
} from "./embeddings-client";
export { createEmbedder, embedPendingChunks, embeddingText, type EmbedChunks } from "./embed-pending-chunks";
export { hasPgvector } from "./vector-support";
export { queryWords } from "./query-words";
export { loadKnowledgeStats, forgetKnowledgeStats, type AgentKnowledgeStats } from "./knowledge-stats";
