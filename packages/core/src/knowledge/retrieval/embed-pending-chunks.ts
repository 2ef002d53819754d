import type { Region, RegionalDb } from "@parlo/db";
import { createEmbeddingsClient, type EmbeddingsClient, type EmbeddingsConfig } from "./embeddings-client";

/**
 * Fills the embeddings of chunks that have none (all of the region's, or only `chunkIds`) and
 * answers how many it filled. What ingestion calls after storing pages when an embeddings API is
 * configured.
 */
export type EmbedChunks = (db: RegionalDb, region: Region, chunkIds?: string[]) => Promise<number>;

/** Chunks embedded per API request. */
export const EMBED_BATCH_SIZE = 64;
/** At most this many chunks a call (the rest wait for the next ingestion or refresh). */
export const EMBED_MAX_PER_CALL = 20_000;

/** The text of a chunk that is embedded: its title, then its content. */
export const embeddingText = (chunk: { title: string; content: string }) =>
  chunk.title ? `${chunk.title}\n\n${chunk.content}` : chunk.content;

export async function embedPendingChunks(
  client: EmbeddingsClient,
  db: RegionalDb,
  region: Region,
  chunkIds?: string[],
): Promise<number> {
  const prisma = db.for(region);
  if (chunkIds && chunkIds.length === 0) return 0;
  let filled = 0;
  let after = "";
  while (filled < EMBED_MAX_PER_CALL) {
    const batch = await prisma.knowledgeChunk.findMany({
      where: {
        embedding: { isEmpty: true },
        id: chunkIds ? { in: chunkIds, gt: after } : { gt: after },
      },
      select: { id: true, title: true, content: true },
      orderBy: { id: "asc" },
      take: EMBED_BATCH_SIZE,
    });
    if (batch.length === 0) break;
    const vectors = await client.embed(batch.map(embeddingText));
    const ids = batch.map((chunk) => chunk.id);
    // one statement a batch: each row gets its vector (as a JSON array, turned into real[])
    await prisma.$executeRaw`
      UPDATE "KnowledgeChunk" AS c
      SET "embedding" = ARRAY(
        SELECT e.value::real FROM jsonb_array_elements_text(v."vector") WITH ORDINALITY AS e(value, n) ORDER BY e.n
      )
      FROM unnest(${ids}::text[], ${vectors.map((vector) => JSON.stringify(vector))}::jsonb[]) AS v("id", "vector")
      WHERE c."id" = v."id"`;
    filled += batch.length;
    after = ids[ids.length - 1] ?? after;
  }
  return filled;
}

/** The EmbedChunks of a configured embeddings API, or null when none is configured. */
export function createEmbedder(config: EmbeddingsConfig): EmbedChunks | null {
  const client = createEmbeddingsClient(config);
  if (!client) return null;
  return (db, region, chunkIds) => embedPendingChunks(client, db, region, chunkIds);
}
