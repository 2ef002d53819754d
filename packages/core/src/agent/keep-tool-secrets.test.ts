import { describe, expect, it } from "vitest";
import { keepToolSecrets } from "./keep-tool-secrets";

describe("keepToolSecrets", () => {
  it("keeps a stored tool secret when the update leaves it out, and takes a new one when given", () => {
    const previous = [
      { id: "a", serverUrlSecret: "old-a" },
      { id: "b", serverUrlSecret: "old-b" },
    ];
    const next = keepToolSecrets(
      { tools: [{ id: "a" }, { id: "b", serverUrlSecret: "new-b" }, { id: "c" }] },
      previous,
    );
    expect(next.tools).toEqual([
      { id: "a", serverUrlSecret: "old-a" },
      { id: "b", serverUrlSecret: "new-b" },
      { id: "c" },
    ]);
  });

  it("leaves documents without tools alone", () => {
    expect(keepToolSecrets({ title: "x" }, [{ id: "a", serverUrlSecret: "s" }])).toEqual({ title: "x" });
  });
});
