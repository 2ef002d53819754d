import { newEntityId, type Db, type Region } from "@parlo/db";
import { KNOWLEDGE_TAB_MESSAGES } from "@parlo/validators";
import type { EnqueueKnowledgeJob, KnowledgeJobKind } from "./enqueue-knowledge-job";

/** A run still "queued" after this long was lost (no worker took it): it no longer counts as waiting. */
export const QUEUED_RUN_STALE_MS = 3_600_000;

/** Runs of a source that are waiting or running: running ones, and queued ones younger than an hour. */
export function activeRunsWhere(now: Date) {
  return {
    OR: [{ status: "running" }, { status: "queued", createdAt: { gt: new Date(now.getTime() - QUEUED_RUN_STALE_MS) } }],
  };
}

/**
 * Records a queued run of the source (the Crawler page shows it; the worker takes the row over)
 * and queues it. When the queue refuses, the row is closed as failed and false is answered.
 */
export async function queueRun(
  db: Db,
  region: Region,
  source: { id: string; agentId: string; workspaceId: string },
  kind: KnowledgeJobKind,
  enqueue: EnqueueKnowledgeJob,
): Promise<boolean> {
  const job = await db.knowledgeJob.create({
    data: { id: newEntityId(), sourceId: source.id, agentId: source.agentId, workspaceId: source.workspaceId, kind },
    select: { id: true },
  });
  try {
    await enqueue({ region, sourceId: source.id, kind });
    return true;
  } catch (error) {
    console.error(`knowledge: could not queue the ${kind} of ${source.id}:`, error);
    await db.knowledgeJob.update({
      where: { id: job.id },
      data: { status: "failed", error: KNOWLEDGE_TAB_MESSAGES.queueFailed, finishedAt: new Date() },
    });
    return false;
  }
}
