import { DomainError, secondsLeftInWindow } from "../errors";
import type { RateLimit } from "./consume-rate-limit";

/**
 * Fixed-window counters kept in this process, for limits checked on every chat message (the
 * database counters of consumeRateLimit would cost a write per message). With several app
 * instances each counts its own traffic, so the effective limit is per instance.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  consume(rule: RateLimit, subject: string, now = Date.now()): void {
    const windowMs = rule.windowSeconds * 1000;
    if (now - this.lastSweep > windowMs) this.sweep(now, windowMs);
    const key = `${rule.name}:${subject}`;
    const current = this.windows.get(key);
    if (!current || now - current.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > rule.limit) {
      throw new DomainError("TOO_MANY_REQUESTS", rule.message, {
        retryAfterSeconds: secondsLeftInWindow(current.start, rule.windowSeconds, now),
      });
    }
  }

  private sweep(now: number, windowMs: number): void {
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(key);
  }
}
