import type { RegionalDb } from "./regional-db";
import type { Region } from "./regions";

export interface HealthReport {
  ok: boolean;
  databases: Record<Region, { ok: boolean; latencyMs: number; error?: string }>;
}

/** Runs `SELECT 1` on every regional database. */
export async function checkHealth(db: RegionalDb): Promise<HealthReport> {
  const entries = await Promise.all(
    db.all().map(async ([region, client]) => {
      const started = performance.now();
      try {
        await client.$queryRaw`SELECT 1`;
        return [region, { ok: true, latencyMs: Math.round(performance.now() - started) }] as const;
      } catch (error) {
        const message = error instanceof Error ? (error.message.split("\n")[0] ?? "error") : "error";
        return [region, { ok: false, latencyMs: Math.round(performance.now() - started), error: message }] as const;
      }
    }),
  );
  const databases = {
    eu: { ok: false, latencyMs: 0 },
    na: { ok: false, latencyMs: 0 },
    ...Object.fromEntries(entries),
  };
  return { ok: entries.every(([, report]) => report.ok), databases };
}
