import { randomString, type Db } from "@parlo/db";

/**
 * Stores chunks for an agent the way ingestion leaves them (a source, one page per chunk), for
 * tests and benchmarks of retrieval (e.g. OUTDOOR_SHOP_KNOWLEDGE). Answers the chunk ids in order.
 */
export async function insertTestKnowledge(
  db: Db,
  agent: { id: string; ownerId: string },
  chunks: ReadonlyArray<{ title: string; url?: string | null; content: string }>,
): Promise<string[]> {
  const source = await db.knowledgeSource.create({
    data: {
      id: randomString(20),
      agentId: agent.id,
      workspaceId: agent.ownerId,
      sourceType: "url",
      name: "Test knowledge",
      status: "SUCCESS",
      charCount: chunks.reduce((sum, chunk) => sum + chunk.content.length, 0),
      chunkCount: chunks.length,
    },
  });
  const ids: string[] = [];
  for (const [position, chunk] of chunks.entries()) {
    const page = await db.knowledgePage.create({
      data: {
        id: randomString(20),
        sourceId: source.id,
        url: chunk.url ?? `text:${position}`,
        title: chunk.title,
        contentHash: randomString(32),
        charCount: chunk.content.length,
      },
    });
    const stored = await db.knowledgeChunk.create({
      data: {
        id: randomString(20),
        sourceId: source.id,
        pageId: page.id,
        agentId: agent.id,
        position: 0,
        title: chunk.title,
        url: chunk.url ?? null,
        content: chunk.content,
        charCount: chunk.content.length,
      },
      select: { id: true },
    });
    ids.push(stored.id);
  }
  return ids;
}
