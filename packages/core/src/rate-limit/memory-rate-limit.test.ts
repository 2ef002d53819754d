import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { MemoryRateLimiter } from "./memory-rate-limit";

const rule = { name: "t", limit: 3, windowSeconds: 60, message: "Slow down" };

describe("MemoryRateLimiter", () => {
  it("allows the limit per window and subject, then refuses with the rule's message", () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) limiter.consume(rule, "a", 1000);
    expect(() => limiter.consume(rule, "a", 1000)).toThrow("Slow down");
    limiter.consume(rule, "b", 1000);
    // a new window starts after windowSeconds
    limiter.consume(rule, "a", 61_000);
  });

  it("says how long until its window is over (Retry-After)", () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) limiter.consume(rule, "a", 10_000);
    const refused = (() => {
      try {
        limiter.consume(rule, "a", 10_000 + 45_500);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused instanceof DomainError && refused.retryAfterSeconds).toBe(15);
  });
});
