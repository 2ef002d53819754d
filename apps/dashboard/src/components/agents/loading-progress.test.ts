import { describe, expect, it } from "vitest";
import { LOADING_MESSAGES, messageFor, nextProgress, PROGRESS_CAP } from "./loading-progress";

describe("loading screen progress", () => {
  it("never passes 85 % while waiting, whatever the random steps", () => {
    let p = 0;
    for (let i = 0; i < 500; i++) p = nextProgress(p, 1);
    expect(p).toBe(PROGRESS_CAP);
    expect(nextProgress(84.9, 1)).toBeLessThanOrEqual(85);
  });

  it("always moves forward until the cap", () => {
    expect(nextProgress(10, 0)).toBeGreaterThan(10);
  });

  it("shows the spec's messages in order", () => {
    const seen = [0, 20, 40, 60, 85].map((p) => messageFor(p));
    expect(seen[0]).toBe("Initializing your workspace...");
    expect(seen.at(-1)).toBe("Almost ready...");
    expect([...new Set(seen)]).toEqual([...LOADING_MESSAGES]);
  });
});
