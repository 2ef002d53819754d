import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** the chat bundle's source entry */
export const CHAT_ENTRY = path.join(import.meta.dirname, "../chat/main.tsx");
/** where `pnpm --filter @parlo/widget build` writes it */
export const CHAT_DIST = path.join(import.meta.dirname, "../../dist/chat.js");
/** budget of the chat bundle (JavaScript and the CSS it carries), gzipped (issue 19: under 60 KB on open) */
export const CHAT_MAX_GZIP_BYTES = 60 * 1024;

/**
 * Bundles the chat UI (Preact, the `.parlo-*` stylesheet as strings) into one minified IIFE
 * (chat.js) and measures it.
 */
export async function buildChat(): Promise<{ code: string; bytes: number; gzipBytes: number }> {
  const result = await build({
    entryPoints: [CHAT_ENTRY],
    bundle: true,
    format: "iife",
    minify: true,
    target: ["es2020"],
    jsx: "automatic",
    jsxImportSource: "preact",
    legalComments: "none",
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const code = result.outputFiles[0]?.text ?? "";
  return { code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
}
