import type { Region, RegionalDb } from "@parlo/db";
import type { EnqueueKnowledgeJob } from "../knowledge/sources/enqueue-knowledge-job";

/** How long a queued refresh holds its source before the sweep may queue it again (lost job). */
export const REFRESH_CLAIM_MS = 3_600_000;
/** Sources queued by one sweep of a region at most (the rest wait for the next sweep). */
export const REFRESH_SWEEP_LIMIT = 500;

/**
 * Queues a refresh of every website source of the region whose nextRefreshAt has come. Each queued
 * source's nextRefreshAt moves an hour ahead (so the next sweep does not queue it again); the run
 * then sets it from the source's refresh rate. Returns how many were queued.
 */
export async function queueDueRefreshes(options: {
  db: RegionalDb;
  region: Region;
  enqueue: EnqueueKnowledgeJob;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const db = options.db.for(options.region);
  const now = options.now ?? new Date();
  const due = await db.knowledgeSource.findMany({
    where: { sourceType: "url", nextRefreshAt: { lte: now } },
    orderBy: { nextRefreshAt: "asc" },
    take: options.limit ?? REFRESH_SWEEP_LIMIT,
    select: { id: true },
  });
  let queued = 0;
  for (const source of due) {
    await options.enqueue({ region: options.region, sourceId: source.id, kind: "refresh" });
    await db.knowledgeSource.updateMany({
      where: { id: source.id, nextRefreshAt: { lte: now } },
      data: { nextRefreshAt: new Date(now.getTime() + REFRESH_CLAIM_MS) },
    });
    queued++;
  }
  return queued;
}
