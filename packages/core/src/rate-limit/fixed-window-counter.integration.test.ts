import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { countHit, takeBackHit } from "./fixed-window-counter";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

describe("fixed-window counter", () => {
  it("counts hits in a window, takes one back, and leaves a new window alone", async () => {
    const counter = { db: deps.db, name: `counter-${Date.now()}`, subject: "someone@example.test", windowSeconds: 60 };
    const now = new Date();
    const first = await countHit({ ...counter, now });
    const second = await countHit({ ...counter, now });
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(second.windowStart).toEqual(first.windowStart);

    await takeBackHit({ db: deps.db, hit: second });
    expect((await countHit({ ...counter, now })).count).toBe(2);

    // a hit of an earlier window is not taken from the new one
    const later = await countHit({ ...counter, now: new Date(now.getTime() + 61_000) });
    expect(later.count).toBe(1);
    await takeBackHit({ db: deps.db, hit: first });
    expect((await countHit({ ...counter, now: new Date(now.getTime() + 62_000) })).count).toBe(2);
  });

  it("never counts below zero", async () => {
    const counter = { db: deps.db, name: `floor-${Date.now()}`, subject: "198.51.100.9", windowSeconds: 60 };
    const hit = await countHit(counter);
    await takeBackHit({ db: deps.db, hit });
    await takeBackHit({ db: deps.db, hit });
    expect((await countHit(counter)).count).toBe(1);
  });
});
