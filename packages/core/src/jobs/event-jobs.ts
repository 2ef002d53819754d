import type { Region } from "@parlo/db";
import type PgBoss from "pg-boss";
import { deliverWorkspaceEvent, type WorkspaceEventDeliveryDeps } from "../events/deliver-workspace-event";
import { ZWorkspaceEventJob, type TWorkspaceEventJob } from "../events/workspace-event-job";
import type { EnqueueWorkspaceEvent } from "../events/workspace-event-queue";
import { ensureQueues } from "./ensure-queues";
import type { JobQueue } from "./job-queue";
import { runningJobs } from "./running-jobs";

/** Deliveries of workspace events to their endpoints: payload TWorkspaceEventJob. */
export const WORKSPACE_EVENT_QUEUE = "workspace-event";

/** How a failed delivery is retried (pg-boss job options; retryDelay in whole seconds). */
export interface WorkspaceEventRetryOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/**
 * 5 retries with exponential backoff from 10 s (about 10 s, 20 s, 40 s, 80 s, 160 s, with jitter):
 * a receiver that is down for a few minutes still gets the event. One run is one POST of at most
 * 10 s plus the failure e-mails, so a job expires after 2 minutes.
 */
export const WORKSPACE_EVENT_RETRY: WorkspaceEventRetryOptions = { retryLimit: 5, retryDelay: 10, retryBackoff: true };
const QUEUE_OPTIONS = { ...WORKSPACE_EVENT_RETRY, expireInSeconds: 120 };

/** Creates the event queue in a region's pg-boss (once per instance; an existing queue gets the options). */
function ensureEventQueue(boss: PgBoss): Promise<void> {
  return ensureQueues(boss, [{ name: WORKSPACE_EVENT_QUEUE, ...QUEUE_OPTIONS }]);
}

/**
 * Queues one event in its region's queue; returns the pg-boss job id. `retry` overrides the retry
 * options for this job (tests use short delays).
 */
export async function queueWorkspaceEvent(
  queue: JobQueue,
  job: TWorkspaceEventJob,
  retry: WorkspaceEventRetryOptions = WORKSPACE_EVENT_RETRY,
): Promise<string | null> {
  const payload = ZWorkspaceEventJob.parse(job);
  const boss = await queue.boss(payload.region);
  await ensureEventQueue(boss);
  return boss.send(WORKSPACE_EVENT_QUEUE, payload, { ...retry, expireInSeconds: QUEUE_OPTIONS.expireInSeconds });
}

/** queueWorkspaceEvent as forwardWorkspaceEvent takes it (registerWorkspaceEventQueue). */
export function workspaceEventEnqueuer(queue: JobQueue, retry?: WorkspaceEventRetryOptions): EnqueueWorkspaceEvent {
  return async (job) => {
    await queueWorkspaceEvent(queue, job, retry);
  };
}

/**
 * Jobs queued before events had ids get one from their pg-boss job id, which is the same on every
 * retry of the job (so is the event's `webhook-id`).
 */
function withEventId(data: unknown, jobId: string): unknown {
  if (typeof data !== "object" || data === null || "id" in data) return data;
  return { ...data, id: `msg_${jobId}` };
}

export interface WorkspaceEventWorkerOptions {
  deps: WorkspaceEventDeliveryDeps;
  /** deliveries at the same time in each region (2) */
  concurrency?: number;
  /** how often an idle worker looks for jobs (2 s) */
  pollingIntervalSeconds?: number;
}

export interface WorkspaceEventWorker {
  /** stops taking jobs and lets running deliveries finish for up to `timeoutMs` */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Delivers queued workspace events in every region of the queue (deliverWorkspaceEvent): a non-OK
 * answer or a network failure fails the job so pg-boss retries it; the last attempt reports the
 * failure (e-mails and the workspace log).
 */
export async function startWorkspaceEventWorker(
  queue: JobQueue,
  options: WorkspaceEventWorkerOptions,
): Promise<WorkspaceEventWorker> {
  const running = runningJobs();
  const started: PgBoss[] = [];

  const deliver = (region: Region) => async (jobs: PgBoss.JobWithMetadata<unknown>[]) => {
    for (const job of jobs) {
      const payload = ZWorkspaceEventJob.safeParse(withEventId(job.data, job.id));
      if (!payload.success || payload.data.region !== region) {
        console.error(`workspace event job ${job.id}: invalid payload`);
        continue;
      }
      await running.track(
        deliverWorkspaceEvent(options.deps, payload.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }),
      );
    }
  };

  const workOptions = {
    batchSize: 1,
    includeMetadata: true,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  } as const;
  for (const region of queue.regions) {
    const boss = await queue.boss(region);
    await ensureEventQueue(boss);
    for (let worker = 0; worker < Math.max(1, options.concurrency ?? 2); worker++) {
      await boss.work(WORKSPACE_EVENT_QUEUE, workOptions, deliver(region));
    }
    started.push(boss);
  }

  return {
    async stop({ timeoutMs = 20_000 } = {}) {
      await Promise.all(started.map((boss) => boss.offWork(WORKSPACE_EVENT_QUEUE).catch(() => undefined)));
      await running.settle(timeoutMs);
    },
  };
}
