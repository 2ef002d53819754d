import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { zodJitlessScript } from "./zod-jitless-script";

describe("zodJitlessScript", () => {
  it("is a script of its own that turns Zod's JIT off and keeps what was configured", () => {
    const sandbox: { globalThis?: unknown; __zod_globalConfig?: Record<string, unknown> } = {
      __zod_globalConfig: { customError: "kept" },
    };
    sandbox.globalThis = sandbox;
    runInNewContext(zodJitlessScript, sandbox);
    expect(sandbox.__zod_globalConfig).toEqual({ customError: "kept", jitless: true });
  });
});
