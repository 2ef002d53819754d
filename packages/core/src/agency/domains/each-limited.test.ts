import { describe, expect, it } from "vitest";
import { eachLimited } from "./each-limited";

describe("eachLimited", () => {
  it("runs every item with at most `limit` at a time, and a failure does not stop the others", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const failed: number[] = [];
    await eachLimited(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (item === 4) throw new Error("four");
        done.push(item);
      },
      (item) => failed.push(item),
    );
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 5, 6, 7]);
    expect(failed).toEqual([4]);
  });

  it("does nothing for no items", async () => {
    await expect(
      eachLimited(
        [],
        4,
        async () => undefined,
        () => undefined,
      ),
    ).resolves.toBeUndefined();
  });
});
