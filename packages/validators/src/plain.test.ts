import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("@parlo/validators/plain", () => {
  it("reaches no zod module, so the chat bundle stays free of it", async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, "plain.ts")],
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.includes("node_modules"))).toEqual([]);
    expect(inputs.length).toBeGreaterThan(3);
  });
});
