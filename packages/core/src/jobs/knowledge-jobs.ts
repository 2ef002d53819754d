import { REGIONS, type Region } from "@parlo/db";
import type PgBoss from "pg-boss";
import { z } from "zod";
import type { CoreDeps } from "../deps";
import { ingestSource, type IngestSourceOptions } from "../knowledge/ingest-source";
import { KnowledgeError } from "../knowledge/knowledge-error";
import type { EnqueueKnowledgeJob } from "../knowledge/sources/enqueue-knowledge-job";
import { ensureQueues } from "./ensure-queues";
import type { JobQueue } from "./job-queue";
import { runningJobs } from "./running-jobs";
import { queueDueRefreshes } from "./queue-due-refreshes";

/** Ingestion and refresh runs of sources: payload { region, sourceId, kind }. */
export const KNOWLEDGE_INGEST_QUEUE = "knowledge-ingest";
/** The sweep that queues refreshes of sources whose nextRefreshAt has come. */
export const KNOWLEDGE_REFRESH_DUE_QUEUE = "knowledge-refresh-due";
/** Every 5 minutes. */
export const KNOWLEDGE_REFRESH_DUE_CRON = "*/5 * * * *";

export const ZKnowledgeJobPayload = z.object({
  region: z.enum(REGIONS),
  sourceId: z.string().min(1).max(20),
  kind: z.enum(["ingest", "refresh"]),
});
export type TKnowledgeJobPayload = z.infer<typeof ZKnowledgeJobPayload>;

/**
 * Unexpected failures (database down, a bug) are retried with exponential backoff from 30 s; a run
 * can take long (a crawl of up to 2000 pages), so a job expires only after 3 hours.
 */
const INGEST_QUEUE_OPTIONS = { retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 3 * 3600 };
const SWEEP_QUEUE_OPTIONS = { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 };

/** Creates the knowledge queues in a region's pg-boss (once per instance; existing queues get the options). */
function ensureKnowledgeQueues(boss: PgBoss): Promise<void> {
  return ensureQueues(boss, [
    { name: KNOWLEDGE_INGEST_QUEUE, ...INGEST_QUEUE_OPTIONS },
    { name: KNOWLEDGE_REFRESH_DUE_QUEUE, ...SWEEP_QUEUE_OPTIONS },
  ]);
}

/** Queues an ingestion or refresh run of a source in its region's queue; returns the pg-boss job id. */
export async function queueKnowledgeJob(queue: JobQueue, job: TKnowledgeJobPayload): Promise<string | null> {
  const payload = ZKnowledgeJobPayload.parse(job);
  const boss = await queue.boss(payload.region);
  await ensureKnowledgeQueues(boss);
  return boss.send(KNOWLEDGE_INGEST_QUEUE, payload);
}

/** queueKnowledgeJob as the knowledge procedures take it (registerKnowledgeQueue). */
export function knowledgeEnqueuer(queue: JobQueue): EnqueueKnowledgeJob {
  return async (job) => {
    await queueKnowledgeJob(queue, job);
  };
}

export interface KnowledgeWorkerOptions extends Pick<
  IngestSourceOptions,
  "fetchGuard" | "storage" | "crawl" | "embed" | "userAgent"
> {
  deps: Pick<CoreDeps, "db" | "now">;
  /** runs at the same time in each region (2) */
  concurrency?: number;
  /** how often an idle worker looks for jobs (2 s) */
  pollingIntervalSeconds?: number;
  /** schedule the refresh-due sweep (true) */
  scheduleRefreshes?: boolean;
}

export interface KnowledgeWorker {
  /** stops taking jobs, lets running ones finish for up to `timeoutMs`, then aborts them */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Runs knowledge jobs in every region of the queue: `knowledge-ingest` jobs (ingestSource; a
 * KnowledgeError is a final answer, recorded on the source, and the job completes; anything else
 * fails the job so pg-boss retries it) and the `knowledge-refresh-due` sweep, scheduled every
 * 5 minutes, that queues refreshes of due sources.
 */
export async function startKnowledgeWorker(queue: JobQueue, options: KnowledgeWorkerOptions): Promise<KnowledgeWorker> {
  const controller = new AbortController();
  const running = runningJobs();
  const started: Array<{ boss: PgBoss; name: string }> = [];
  const enqueue = knowledgeEnqueuer(queue);

  const ingest = (region: Region) => async (jobs: PgBoss.Job<unknown>[]) => {
    for (const job of jobs) {
      const payload = ZKnowledgeJobPayload.safeParse(job.data);
      if (!payload.success || payload.data.region !== region) {
        console.error(`knowledge job ${job.id}: invalid payload`, job.data);
        continue;
      }
      try {
        await running.track(
          ingestSource(options.deps, {
            ...payload.data,
            fetchGuard: options.fetchGuard,
            storage: options.storage,
            crawl: options.crawl,
            embed: options.embed,
            userAgent: options.userAgent,
            signal: controller.signal,
          }),
        );
      } catch (error) {
        if (error instanceof KnowledgeError) continue;
        throw error;
      }
    }
  };

  const sweep = (region: Region) => async () => {
    await running.track(queueDueRefreshes({ db: options.deps.db, region, enqueue, now: options.deps.now?.() }));
  };

  const workOptions = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  for (const region of queue.regions) {
    const boss = await queue.boss(region);
    await ensureKnowledgeQueues(boss);
    for (let worker = 0; worker < Math.max(1, options.concurrency ?? 2); worker++) {
      await boss.work(KNOWLEDGE_INGEST_QUEUE, workOptions, ingest(region));
    }
    await boss.work(KNOWLEDGE_REFRESH_DUE_QUEUE, workOptions, sweep(region));
    if (options.scheduleRefreshes ?? true) {
      await boss.schedule(KNOWLEDGE_REFRESH_DUE_QUEUE, KNOWLEDGE_REFRESH_DUE_CRON, { region }, { tz: "UTC" });
    }
    started.push({ boss, name: KNOWLEDGE_INGEST_QUEUE }, { boss, name: KNOWLEDGE_REFRESH_DUE_QUEUE });
  }

  return {
    async stop({ timeoutMs = 20_000 } = {}) {
      await Promise.all(started.map(({ boss, name }) => boss.offWork(name).catch(() => undefined)));
      await running.settle(timeoutMs);
      controller.abort(new Error("The job worker is stopping"));
      await running.settle();
    },
  };
}
