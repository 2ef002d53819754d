import { describe, expect, it } from "vitest";
import { runningJobs } from "./running-jobs";

describe("runningJobs", () => {
  it("passes a run's answer through and waits for runs under way", async () => {
    const running = runningJobs();
    let finish: (value: string) => void = () => undefined;
    const run = running.track(new Promise<string>((resolve) => (finish = resolve)));
    let settled = false;
    const waiting = running.settle().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish("done");
    expect(await run).toBe("done");
    await waiting;
    expect(settled).toBe(true);
  });

  it("stops waiting after the timeout for a run that never ends, and forgets failed runs", async () => {
    const running = runningJobs();
    void running.track(new Promise(() => undefined));
    await expect(running.track(Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(running.settle(1)).resolves.toBeUndefined();
  });
});
