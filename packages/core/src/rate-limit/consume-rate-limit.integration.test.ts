import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { consumeRateLimit, type RateLimit } from "./consume-rate-limit";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

const rule: RateLimit = { name: `test-${Date.now()}`, limit: 3, windowSeconds: 60, message: "Slow down." };

describe("consumeRateLimit", () => {
  it("allows the limit, refuses past it, and opens again in the next window", async () => {
    const now = new Date();
    for (let i = 0; i < 3; i++) await consumeRateLimit({ db: deps.db, rule, subject: "203.0.113.7", now });
    const refused = await consumeRateLimit({ db: deps.db, rule, subject: "203.0.113.7", now }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused instanceof DomainError && refused.code).toBe("TOO_MANY_REQUESTS");
    // another subject is counted apart
    await consumeRateLimit({ db: deps.db, rule, subject: "203.0.113.8", now });
    // a minute later the window is new
    await consumeRateLimit({ db: deps.db, rule, subject: "203.0.113.7", now: new Date(now.getTime() + 61_000) });
  });

  it("counts concurrent hits exactly", async () => {
    const burst = { ...rule, name: `burst-${Date.now()}`, limit: 10 };
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => consumeRateLimit({ db: deps.db, rule: burst, subject: "198.51.100.1" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
  });

  it("stores no raw subject", async () => {
    await consumeRateLimit({ db: deps.db, rule, subject: "192.0.2.55" });
    const rows = await deps.db.for("eu").rateLimitBucket.findMany({ where: { key: { contains: "192.0.2.55" } } });
    expect(rows).toEqual([]);
  });
});
