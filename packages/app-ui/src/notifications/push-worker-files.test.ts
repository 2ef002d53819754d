import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUSH_WORKER_COPIES, PUSH_WORKER_SOURCE } from "./push-worker-files";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the Web Push service worker", () => {
  it("each app serves the one source as it is (run `pnpm push-worker` after changing it)", () => {
    const source = read(PUSH_WORKER_SOURCE);
    expect(source).toContain('addEventListener("push"');
    for (const copy of PUSH_WORKER_COPIES) expect(read(copy), copy).toBe(source);
  });
});
