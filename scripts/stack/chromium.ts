import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The Chromium the e2e tests drive: CHROMIUM_PATH, or Debian's /usr/bin/chromium, installed with
 * apt when missing and running as root (test tools' own browser downloads do not work offline).
 */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0 || process.env.CHROMIUM_PATH) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log("[test] Installing Chromium from Debian's packages...");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  if (!existsSync(path)) throw new Error(`Chromium still missing at ${path} after apt-get install`);
  return path;
}
