import type { RegionalDb } from "@parlo/db";
import { DomainError, secondsLeftInWindow } from "../errors";
import { countHit } from "./fixed-window-counter";

export interface RateLimit {
  /** what is limited, e.g. "sign-in-code:ip" */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit for `subject` (an IP address, an e-mail, ...) in a fixed window and refuses
 * with TOO_MANY_REQUESTS once the limit is passed, its `retryAfterSeconds` what is left of the
 * window. One atomic statement, so concurrent hits on several app instances are counted exactly.
 */
export async function consumeRateLimit(options: {
  db: RegionalDb;
  rule: RateLimit;
  subject: string;
  now?: Date;
}): Promise<void> {
  const { rule } = options;
  const now = options.now ?? new Date();
  const { count, windowStart } = await countHit({
    db: options.db,
    name: rule.name,
    subject: options.subject,
    windowSeconds: rule.windowSeconds,
    now,
  });
  if (count > rule.limit) {
    throw new DomainError("TOO_MANY_REQUESTS", rule.message, {
      retryAfterSeconds: secondsLeftInWindow(windowStart.getTime(), rule.windowSeconds, now.getTime()),
    });
  }
}
