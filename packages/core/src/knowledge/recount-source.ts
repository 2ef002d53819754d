import type { DbTx } from "./db-tx";

/**
 * Sets a source's charCount (the sum of its pages' characters) and chunkCount from its rows, so the
 * counts never drift from what is stored.
 */
export async function recountSource(tx: DbTx, sourceId: string): Promise<{ charCount: number; chunkCount: number }> {
  const [pages, chunkCount] = await Promise.all([
    tx.knowledgePage.aggregate({ where: { sourceId }, _sum: { charCount: true } }),
    // through the pages: chunks are indexed by page, not by source
    tx.knowledgeChunk.count({ where: { page: { sourceId } } }),
  ]);
  const counts = { charCount: pages._sum.charCount ?? 0, chunkCount };
  await tx.knowledgeSource.update({ where: { id: sourceId }, data: counts });
  return counts;
}
