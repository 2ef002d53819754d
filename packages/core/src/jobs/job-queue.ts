import { REGIONS, type Region } from "@parlo/db";
import type PgBoss from "pg-boss";

export interface JobQueueOptions {
  /** the regional database URLs: one pg-boss (schema `pgboss`) per region */
  urls: Partial<Record<Region, string>>;
  /** pg-boss's schema ("pgboss") */
  schema?: string;
  /** database connections of each region's pg-boss (4) */
  poolSize?: number;
  /** pg-boss's background errors (lost connection, maintenance); console.error by default */
  onError?: (region: Region, error: Error) => void;
}

/** Background jobs in PostgreSQL (pg-boss), one instance per regional database, started on first use. */
export interface JobQueue {
  readonly regions: readonly Region[];
  /** the started pg-boss of a region (its schema is created or migrated on the first start) */
  boss(region: Region): Promise<PgBoss>;
  /** stops every started pg-boss (waiting for running jobs up to `timeoutMs`) */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * The job queue of this process: pg-boss is loaded and connected only when a region's queue is
 * first used, so importing this module costs nothing in processes that never queue a job.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const started = new Map<Region, Promise<PgBoss>>();
  const regions = REGIONS.filter((region) => Boolean(options.urls[region]));

  const start = async (region: Region): Promise<PgBoss> => {
    const url = options.urls[region];
    if (!url) throw new Error(`No database URL for the job queue of region ${region}`);
    const { default: PgBossClass } = await import("pg-boss");
    const boss = new PgBossClass({
      connectionString: url,
      schema: options.schema ?? "pgboss",
      max: options.poolSize ?? 4,
      application_name: `parlo-jobs-${region}`,
    });
    boss.on("error", (error) => {
      if (options.onError) options.onError(region, error);
      else console.error(`job queue (${region}):`, error);
    });
    await boss.start();
    return boss;
  };

  return {
    regions,
    boss(region) {
      let boss = started.get(region);
      if (!boss) {
        boss = start(region);
        started.set(region, boss);
        // a failed start is not kept: the next use tries again
        boss.catch(() => started.delete(region));
      }
      return boss;
    },
    async stop({ timeoutMs = 20_000 } = {}) {
      const bosses = [...started.values()];
      started.clear();
      await Promise.all(
        bosses.map(async (pending) => {
          const boss = await pending.catch(() => null);
          await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
        }),
      );
    },
  };
}
