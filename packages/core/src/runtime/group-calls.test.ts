import { describe, expect, it } from "vitest";
import { groupCalls, groupedPerClient } from "./group-calls";

/** A run whose batches are recorded and finish only when released. */
function controlledRun() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      releases.push(() =>
        items.includes(13) && items.length > 1
          ? reject(new Error("unlucky batch"))
          : resolve(items.map((n) => `#${n}`)),
      );
    });
  const releaseNext = async () => {
    const release = releases.shift();
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { batches, run, releaseNext };
}

describe("groupCalls", () => {
  it("runs a lone call at once, and groups the calls that come while a batch is running", async () => {
    const { batches, run, releaseNext } = controlledRun();
    const call = groupCalls(run);
    const first = call(1);
    expect(batches).toEqual([[1]]);
    const later = [call(2), call(3), call(4)];
    expect(batches).toEqual([[1]]);
    await releaseNext();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await releaseNext();
    expect(await first).toBe("#1");
    expect(await Promise.all(later)).toEqual(["#2", "#3", "#4"]);
  });

  it("keeps batches within maxBatch, in arrival order", async () => {
    const { batches, run, releaseNext } = controlledRun();
    const call = groupCalls(run, { maxBatch: 2 });
    const all = [call(1), call(2), call(3), call(4), call(5)];
    for (let i = 0; i < 4; i++) await releaseNext();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual(["#1", "#2", "#3", "#4", "#5"]);
  });

  it("runs each item of a failed batch alone, so only the bad one fails", async () => {
    const { batches, run, releaseNext } = controlledRun();
    const call = groupCalls(run);
    const first = call(1);
    const grouped = [call(12), call(13), call(14)].map((p) => p.catch((error: unknown) => String(error)));
    await releaseNext(); // [1]
    await releaseNext(); // [12, 13, 14] fails
    expect(batches.slice(0, 3)).toEqual([[1], [12, 13, 14], [12]]);
    // then each item runs alone
    for (let i = 0; i < 3; i++) await releaseNext();
    expect(await first).toBe("#1");
    expect(await Promise.all(grouped)).toEqual(["#12", "#13", "#14"]);
    expect(batches.slice(2)).toEqual([[12], [13], [14]]);
  });

  it("fails a whole batch at once when retryAlone refuses the error (nothing is tried twice)", async () => {
    let runs = 0;
    const call = groupCalls(
      async (items: number[]) => {
        runs++;
        if (items.length > 1) throw new Error("connection lost");
        return items;
      },
      { retryAlone: (error) => !String(error).includes("connection lost") },
    );
    const first = call(1);
    const grouped = [call(2), call(3)].map((p) => p.catch((error: unknown) => String(error)));
    expect(await first).toBe(1);
    expect(await Promise.all(grouped)).toEqual(["Error: connection lost", "Error: connection lost"]);
    expect(runs).toBe(2);
  });

  it("rejects a lone call whose run fails, and goes on with the next", async () => {
    const call = groupCalls(async (items: number[]) => {
      if (items.includes(0)) throw new Error("zero");
      return items.map((n) => n * 2);
    });
    await expect(call(0)).rejects.toThrow("zero");
    expect(await call(4)).toBe(8);
  });

  it("refuses a run that answers the wrong number of results", async () => {
    const call = groupCalls(async (items: number[]) => items.slice(1));
    await expect(call(1)).rejects.toThrow("no result");
  });
});

describe("groupedPerClient", () => {
  it("keeps one group per client", async () => {
    const seen: string[] = [];
    const grouped = groupedPerClient((client: { name: string }) =>
      groupCalls(async (items: number[]) => {
        seen.push(`${client.name}:${items.join(",")}`);
        return items;
      }),
    );
    const eu = { name: "eu" };
    const na = { name: "na" };
    await Promise.all([grouped(eu, 1), grouped(na, 2), grouped(eu, 3)]);
    expect(seen).toEqual(["eu:1", "na:2", "eu:3"]);
  });
});
