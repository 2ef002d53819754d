import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** the loader's source entry */
export const WIDGET_ENTRY = path.join(import.meta.dirname, "../main.ts");
/** where `pnpm --filter @parlo/widget build` writes the bundle */
export const WIDGET_DIST = path.join(import.meta.dirname, "../../dist/widget.js");
/** budget of the loader script, gzipped (issue 5) */
export const WIDGET_MAX_GZIP_BYTES = 6 * 1024;

/** Bundles the loader into one minified IIFE (widget.js) and measures it. */
export async function buildWidget(): Promise<{ code: string; bytes: number; gzipBytes: number }> {
  const result = await build({
    entryPoints: [WIDGET_ENTRY],
    bundle: true,
    format: "iife",
    minify: true,
    target: ["es2020"],
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text ?? "";
  return { code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
}
