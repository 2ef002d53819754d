import "server-only";
import { createEmbedder, createEmbeddingsClient, type EmbedChunks, type EmbeddingsClient } from "@parlo/core";
import { env } from "@/env";

const config = () => ({
  baseUrl: env.EMBEDDINGS_API_BASE_URL,
  apiKey: env.EMBEDDINGS_API_KEY,
  model: env.EMBEDDINGS_MODEL,
});

let client: EmbeddingsClient | null | undefined;

/** The configured embeddings API (EMBEDDINGS_API_BASE_URL and friends) for smart search, or null. */
export function embeddingsClient(): EmbeddingsClient | null {
  if (client === undefined) client = createEmbeddingsClient(config());
  return client;
}

/** What ingestion calls to embed new chunks (the EmbedChunks of kb-common), or null without an API. */
export function chunkEmbedder(): EmbedChunks | null {
  return createEmbedder(config());
}
