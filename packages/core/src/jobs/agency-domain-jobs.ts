import { REGIONS, type Region } from "@parlo/db";
import type PgBoss from "pg-boss";
import { z } from "zod";
import type { DomainJobDeps } from "../agency/domains/domain-job-deps";
import { recheckVerifiedDomains } from "../agency/domains/recheck-verified-domains";
import { sendDueDnsReminders } from "../agency/domains/send-due-dns-reminders";
import { ensureQueues } from "./ensure-queues";
import type { JobQueue } from "./job-queue";
import { runningJobs } from "./running-jobs";

/** The periodic custom-domain run of a region: DNS reminders, then the re-check of verified domains. */
export const AGENCY_DOMAIN_CHECKS_QUEUE = "agency-domain-checks";
/** Every 10 minutes. */
export const AGENCY_DOMAIN_CHECKS_CRON = "*/10 * * * *";

const ZDomainChecksPayload = z.object({ region: z.enum(REGIONS) });

/** A run is small (batches of at most 50 + 100 agencies); a failed one waits for the next tick. */
const QUEUE_OPTIONS = { retryLimit: 0, expireInSeconds: 900 };

function ensureDomainQueue(boss: PgBoss): Promise<void> {
  return ensureQueues(boss, [{ name: AGENCY_DOMAIN_CHECKS_QUEUE, ...QUEUE_OPTIONS }]);
}

export interface AgencyDomainWorkerOptions {
  deps: DomainJobDeps;
  /** how long a verified custom domain goes unchecked (6 hours) */
  recheckIntervalMs?: number;
  /** how often an idle worker looks for jobs (2 s) */
  pollingIntervalSeconds?: number;
  /** schedule the run (true) */
  schedule?: boolean;
}

export interface AgencyDomainWorker {
  /** stops taking runs and lets a running one finish for up to `timeoutMs` */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/** One region's run: both jobs, the second even when the first failed (the job fails after both). */
export async function runAgencyDomainChecks(options: AgencyDomainWorkerOptions & { region: Region }): Promise<void> {
  const now = options.deps.now?.() ?? new Date();
  const regions = [options.region];
  const failures: unknown[] = [];
  const failed = (error: unknown) => void failures.push(error);
  await sendDueDnsReminders({ deps: options.deps, now, regions }).catch(failed);
  await recheckVerifiedDomains({ deps: options.deps, now, regions, intervalMs: options.recheckIntervalMs }).catch(
    failed,
  );
  if (failures.length > 0) throw failures[0];
}

/**
 * Runs the custom-domain jobs of every region of the queue from a pg-boss cron (every 10 minutes,
 * one scheduled job per regional pg-boss): DNS reminders to agencies whose custom domain stays
 * unverified and the re-check of verified ones. Without a portal domains configuration there is
 * nothing to check and nothing starts.
 */
export async function startAgencyDomainWorker(
  queue: JobQueue,
  options: AgencyDomainWorkerOptions,
): Promise<AgencyDomainWorker> {
  const running = runningJobs();
  const started: PgBoss[] = [];
  if (!options.deps.portalDomains) return { stop: async () => undefined };

  const run = (region: Region) => async (jobs: PgBoss.Job<unknown>[]) => {
    for (const job of jobs) {
      const payload = ZDomainChecksPayload.safeParse(job.data);
      if (!payload.success || payload.data.region !== region) {
        console.error(`agency domain job ${job.id}: invalid payload`, job.data);
        continue;
      }
      await running.track(runAgencyDomainChecks({ ...options, region }));
    }
  };

  const workOptions = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  for (const region of queue.regions) {
    const boss = await queue.boss(region);
    await ensureDomainQueue(boss);
    await boss.work(AGENCY_DOMAIN_CHECKS_QUEUE, workOptions, run(region));
    if (options.schedule ?? true) {
      await boss.schedule(AGENCY_DOMAIN_CHECKS_QUEUE, AGENCY_DOMAIN_CHECKS_CRON, { region }, { tz: "UTC" });
    }
    started.push(boss);
  }

  return {
    async stop({ timeoutMs = 20_000 } = {}) {
      await Promise.all(started.map((boss) => boss.offWork(AGENCY_DOMAIN_CHECKS_QUEUE).catch(() => undefined)));
      await running.settle(timeoutMs);
    },
  };
}
