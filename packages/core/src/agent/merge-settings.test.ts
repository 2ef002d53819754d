import { describe, expect, it } from "vitest";
import { mergeSettings } from "./merge-settings";

describe("mergeSettings", () => {
  it("merges nested objects key by key, replaces arrays and values, ignores undefined", () => {
    const current = { a: 1, nested: { x: 1, y: 2 }, list: [1, 2], keep: "yes" };
    expect(mergeSettings(current, { a: 2, nested: { y: 3 }, list: [9], keep: undefined })).toEqual({
      a: 2,
      nested: { x: 1, y: 3 },
      list: [9],
      keep: "yes",
    });
    expect(current.nested).toEqual({ x: 1, y: 2 });
  });
});
