/**
 * The built bundles (dist/widget.js, the loader; dist/chat.js, the chat UI) for the server that
 * serves /widget.js and /chat.js. `turbo run build` builds
 * it before the dashboard (the dashboard depends on @parlo/widget); in development, and whenever
 * it is missing, it is (re)built on request from the sources by the package's own build script
 * in a child process, so esbuild never lands in the app's server bundle.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

export type TWidgetBundle = { code: string; etag: string };

const run = promisify(execFile);

/**
 * The widget package's folder, looked for from the app's working directory (Next runs with the
 * app's folder as cwd, where pnpm links its dependency @parlo/widget), then the repository root.
 */
export function widgetPackageDir(cwd: string): string | null {
  const candidates = [
    path.join(cwd, "node_modules/@parlo/widget"),
    path.join(cwd, "../../packages/widget"),
    path.join(cwd, "packages/widget"),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, "src/main.ts"))) ?? null;
}

async function newestSourceTime(dir: string): Promise<number> {
  const entries = await readdir(path.join(dir, "src"), { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

async function fileTime(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return -1;
  }
}

export type TBundleName = "widget.js" | "chat.js";

const cached = new Map<TBundleName, { time: number; bundle: TWidgetBundle }>();
let building: Promise<void> | null = null;

function rebuild(dir: string): Promise<void> {
  building ??= run(path.join(dir, "node_modules/.bin/tsx"), ["scripts/build.ts"], { cwd: dir, timeout: 60_000 })
    .then(() => undefined)
    .finally(() => {
      building = null;
    });
  return building;
}

/**
 * A bundle (widget.js by default) and its ETag. `fresh`: rebuild when a source file is newer than
 * the bundle (development); otherwise the bundle is read once and kept in memory.
 */
export async function widgetBundle(options: {
  cwd: string;
  fresh: boolean;
  name?: TBundleName;
}): Promise<TWidgetBundle> {
  const name = options.name ?? "widget.js";
  const known = cached.get(name);
  if (known && !options.fresh) return known.bundle;
  const dir = widgetPackageDir(options.cwd);
  if (!dir) throw new Error("@parlo/widget not found next to the app");
  const dist = path.join(dir, "dist", name);
  let time = await fileTime(dist);
  if (time < 0 || (options.fresh && (await newestSourceTime(dir)) > time)) {
    await rebuild(dir);
    time = await fileTime(dist);
  }
  const current = cached.get(name);
  if (current && current.time === time) return current.bundle;
  const code = await readFile(dist, "utf8");
  const etag = `"${createHash("sha256").update(code).digest("base64url").slice(0, 22)}"`;
  const bundle = { code, etag };
  cached.set(name, { time, bundle });
  return bundle;
}

export { isDevelopment } from "./env";
export { chatPageHtml, type ChatPageHtmlOptions } from "./chat-page-html";
