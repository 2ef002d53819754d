// Installs the workspace's dependencies with the pinned pnpm (fetched from the npm registry by
// npx on a fresh machine; no global pnpm needed), then runs a TypeScript entry with tsx.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
const PNPM_VERSION = "10.34.9";
const env = {
  ...process.env,
  // the workspace's own tools (pnpm, turbo, next) first, however this script was started
  PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installIsCurrent() {
  const marker = path.join(ROOT, "node_modules/.modules.yaml");
  const lock = path.join(ROOT, "pnpm-lock.yaml");
  if (!existsSync(marker) || !existsSync(path.join(ROOT, "node_modules/.bin/tsx"))) return false;
  return !existsSync(lock) || statSync(lock).mtimeMs <= statSync(marker).mtimeMs;
}

export function ensureInstalled() {
  if (installIsCurrent()) return;
  const local = path.join(ROOT, "node_modules/.bin/pnpm");
  const frozen = process.env.CI ? ["--frozen-lockfile"] : [];
  if (existsSync(local)) run(local, ["install", ...frozen]);
  else run("npx", ["--yes", `pnpm@${PNPM_VERSION}`, "install", ...frozen]);
}

export function runTs(entry, args = process.argv.slice(2)) {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, entry), ...args], {
    cwd: ROOT,
    stdio: "inherit",
    env,
  });
  process.exit(result.status ?? 1);
}
