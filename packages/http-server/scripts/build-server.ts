import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const PACKAGE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const SERVER_DIST = path.join(PACKAGE_DIR, "dist/main.js");

/** Bundles src/main.ts into dist/main.js (Node, ESM; Next.js is loaded from the app at run time). */
export async function buildServer(): Promise<string> {
  await build({
    entryPoints: [path.join(PACKAGE_DIR, "src/main.ts")],
    outfile: SERVER_DIST,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
    logLevel: "warning",
  });
  return SERVER_DIST;
}
