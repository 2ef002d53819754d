import { createHash } from "node:crypto";
import type { Region, RegionalDb } from "@parlo/db";

/** Rate-limit counters hold no personal data (keys are hashed) and live in one database. */
const COUNTER_REGION: Region = "eu";

/** One counted hit: the counter's key, its count with this hit and when its window began. */
export interface CounterHit {
  key: string;
  count: number;
  windowStart: Date;
}

/**
 * Counts one hit for `subject` (an IP address, an e-mail, ...) under `name` in a fixed window of
 * `windowSeconds` that starts with the first hit, and returns the count. One atomic statement, so
 * concurrent hits on several app instances each get their own count.
 */
export async function countHit(options: {
  db: RegionalDb;
  name: string;
  subject: string;
  windowSeconds: number;
  now?: Date;
}): Promise<CounterHit> {
  const now = options.now ?? new Date();
  const key = `${options.name}:${createHash("sha256").update(options.subject).digest("hex")}`;
  const windowStart = new Date(now.getTime() - options.windowSeconds * 1000);
  const rows = await options.db.for(COUNTER_REGION).$queryRaw<Array<{ count: number; windowStart: Date }>>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${now}, 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= ${windowStart} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= ${windowStart} THEN ${now} ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count", "windowStart"`;
  const row = rows[0];
  if (!row) throw new Error(`The rate-limit counter ${options.name} returned no row.`);
  return { key, count: row.count, windowStart: row.windowStart };
}

/** Takes a hit back (a call that turned out not to count); nothing happens once its window is over. */
export async function takeBackHit(options: { db: RegionalDb; hit: CounterHit }): Promise<void> {
  const { hit } = options;
  await options.db.for(COUNTER_REGION).$executeRaw`
    UPDATE "RateLimitBucket" SET "count" = GREATEST("count" - 1, 0)
    WHERE "key" = ${hit.key} AND "windowStart" = ${hit.windowStart}`;
}
