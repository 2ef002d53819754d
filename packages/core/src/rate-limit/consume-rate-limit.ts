import { createHash } from "node:crypto";
import type { Region, RegionalDb } from "@parlo/db";
import { DomainError } from "../errors";

/** Rate-limit counters hold no personal data (keys are hashed) and live in one database. */
const COUNTER_REGION: Region = "eu";

export interface RateLimit {
  /** what is limited, e.g. "sign-in-code:ip" */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit for `subject` (an IP address, an e-mail, ...) in a fixed window and refuses
 * with TOO_MANY_REQUESTS once the limit is passed. One atomic statement, so concurrent hits on
 * several app instances are counted exactly.
 */
export async function consumeRateLimit(options: {
  db: RegionalDb;
  rule: RateLimit;
  subject: string;
  now?: Date;
}): Promise<void> {
  const { rule } = options;
  const now = options.now ?? new Date();
  const key = `${rule.name}:${createHash("sha256").update(options.subject).digest("hex")}`;
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const rows = await options.db.for(COUNTER_REGION).$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${now}, 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= ${windowStart} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= ${windowStart} THEN ${now} ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count"`;
  if ((rows[0]?.count ?? 0) > rule.limit) throw new DomainError("TOO_MANY_REQUESTS", rule.message);
}
