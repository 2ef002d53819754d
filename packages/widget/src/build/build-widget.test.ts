import { describe, expect, it } from "vitest";
import { buildWidget, WIDGET_MAX_GZIP_BYTES } from "./build-widget";

describe("widget.js", () => {
  it("builds to one minified script under 6 KB gzipped", async () => {
    const { code, bytes, gzipBytes } = await buildWidget();
    expect(code.startsWith('"use strict";(()=>{')).toBe(true);
    expect(code).not.toMatch(/\bimport\b\s*[{("']|\bexport\s/);
    expect(bytes).toBeGreaterThan(1000);
    expect(gzipBytes).toBeLessThan(WIDGET_MAX_GZIP_BYTES);
  });
});
