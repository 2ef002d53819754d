import type { Region, RegionalDb } from "@parlo/db";
import { KNOWLEDGE_MESSAGES, KNOWLEDGE_TAB_MESSAGES } from "@parlo/validators";
import { DomainError } from "../../errors";
import type { EnqueueKnowledgeJob } from "./enqueue-knowledge-job";
import { findAgentSource } from "./find-source";
import { QUEUED_RUN_STALE_MS, activeRunsWhere, queueRun } from "./queue-run";

/**
 * Reads a source again now (the job re-indexes only pages whose text changed). Refused while a run
 * of the source is queued or running; a run queued long ago and never taken is closed first.
 */
export async function refreshKnowledgeSource(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  sourceId: string;
  enqueue: EnqueueKnowledgeJob;
  now?: Date;
}): Promise<{ queued: true }> {
  const db = options.db.for(options.region);
  const now = options.now ?? new Date();
  const source = await findAgentSource(db, options.agentId, options.sourceId);
  const running = await db.knowledgeJob.findFirst({
    where: { sourceId: source.id, ...activeRunsWhere(now) },
    select: { id: true },
  });
  if (source.status === "PENDING" || running) throw new DomainError("CONFLICT", KNOWLEDGE_MESSAGES.alreadyRunning);
  await db.knowledgeJob.updateMany({
    where: { sourceId: source.id, status: "queued", createdAt: { lte: new Date(now.getTime() - QUEUED_RUN_STALE_MS) } },
    data: { status: "failed", error: KNOWLEDGE_TAB_MESSAGES.queueFailed, finishedAt: now },
  });
  const queued = await queueRun(db, options.region, source, "refresh", options.enqueue);
  if (!queued) throw new DomainError("INTERNAL_SERVER_ERROR", KNOWLEDGE_TAB_MESSAGES.queueFailed);
  return { queued: true };
}
