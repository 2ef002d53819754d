import { newEntityId, type Db } from "@parlo/db";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { KnowledgeError } from "./knowledge-error";

/** A "running" job older than this is taken as interrupted (its process stopped) and closed. */
export const STALE_RUN_MS = 3 * 3_600_000;

export const INTERRUPTED_RUN = "interrupted";

/**
 * Starts a run of a source under a lock on its row: refuses (KnowledgeError alreadyRunning) while
 * another run of the same source is running, closes a run left "running" by a stopped process,
 * marks the run's KnowledgeJob row running (a queued row of this kind, else a new one) and sets the
 * source PENDING.
 */
export async function startKnowledgeRun(
  db: Db,
  source: { id: string; agentId: string; workspaceId: string },
  kind: "ingest" | "refresh",
  now: Date,
): Promise<string> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "KnowledgeSource" WHERE "id" = ${source.id} FOR UPDATE`;
    const running = await tx.knowledgeJob.findMany({
      where: { sourceId: source.id, status: "running" },
      select: { id: true, startedAt: true },
    });
    const stale = running.filter((job) => (job.startedAt?.getTime() ?? 0) < now.getTime() - STALE_RUN_MS);
    if (stale.length < running.length) throw new KnowledgeError(KNOWLEDGE_MESSAGES.alreadyRunning);
    if (stale.length > 0) {
      await tx.knowledgeJob.updateMany({
        where: { id: { in: stale.map((job) => job.id) } },
        data: { status: "failed", error: INTERRUPTED_RUN, finishedAt: now },
      });
    }
    // a row queued for this run (by whoever queued it) is taken over, else one is created
    const queued = await tx.knowledgeJob.findFirst({
      where: { sourceId: source.id, status: "queued", kind },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const jobId = queued?.id ?? newEntityId();
    if (queued) {
      await tx.knowledgeJob.update({ where: { id: jobId }, data: { status: "running", startedAt: now } });
    } else {
      await tx.knowledgeJob.create({
        data: {
          id: jobId,
          sourceId: source.id,
          agentId: source.agentId,
          workspaceId: source.workspaceId,
          kind,
          status: "running",
          startedAt: now,
        },
      });
    }
    await tx.knowledgeSource.update({ where: { id: source.id }, data: { status: "PENDING", error: null } });
    return jobId;
  });
}
