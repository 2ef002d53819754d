/**
 * `pnpm bench:boot`: on a fresh clone of the committed tree in a temp directory,
 * - cold install: the README's install with an empty pnpm store (everything from the registry),
 * - boot: from `npm run dev` to the first healthy /api/health answer, and to all three apps,
 * - memory: resident memory of the whole running stack (apps, PostgreSQL, mailbox).
 * Prints `name: value unit (target ...)` lines and exits non-zero when a target is missed.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { openSync, readdirSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@parlo/db/bootstrap";
import { ROOT } from "./stack/paths";

const TARGETS = { coldInstallS: 240, firstHealthyS: 90, allHealthyS: 120, memoryMb: 3072 };

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** Resident memory (MB) of a process and all its descendants, from /proc. */
function treeRssMb(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      parents.set(Number(entry), ppid);
      rss.set(Number(entry), kb);
    } catch {
      // the process ended while we looked
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, guard = 0; p > 1 && guard < 64; guard++) {
      if (p === rootPid) return true;
      p = parents.get(p) ?? 0;
    }
    return false;
  };
  let totalKb = 0;
  for (const [pid, kb] of rss) if (inTree(pid)) totalKb += kb;
  return Math.round(totalKb / 1024);
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-bench-"));
  const clone = path.join(dir, "repo");
  // as root, PostgreSQL runs as the postgres user, who must reach the binaries inside the clone
  await chmod(dir, 0o755);
  const results: Array<{ name: string; value: number; unit: string; target: number }> = [];
  try {
    execFileSync("git", ["clone", "--quiet", ROOT, clone]);
    const env = { ...process.env, CI: "true", npm_config_store_dir: path.join(dir, "pnpm-store") };

    let started = Date.now();
    const install = spawnSync(
      "npx",
      ["--yes", "pnpm@10.34.9", "install", "--frozen-lockfile", "--store-dir", path.join(dir, "pnpm-store")],
      {
        cwd: clone,
        env,
        stdio: "ignore",
      },
    );
    if (install.status !== 0) throw new Error("cold install failed");
    results.push({
      name: "cold_install",
      value: (Date.now() - started) / 1000,
      unit: "s",
      target: TARGETS.coldInstallS,
    });

    const ports = {
      PG_PORT: await freePort(),
      SMTP_PORT: await freePort(),
      MAILBOX_PORT: await freePort(),
      DASHBOARD_PORT: await freePort(),
      PORTAL_PORT: await freePort(),
      MARKETING_PORT: await freePort(),
    };
    const urls = ["DASHBOARD_PORT", "PORTAL_PORT", "MARKETING_PORT"] as const;
    started = Date.now();
    const dev = spawn("npm", ["run", "dev"], {
      cwd: clone,
      env: { ...env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])) },
      stdio: ["ignore", openSync(path.join(dir, "dev.log"), "w"), openSync(path.join(dir, "dev.log"), "a")],
      detached: true,
    });
    let exited = false;
    dev.on("exit", () => (exited = true));
    try {
      let first = 0;
      let all = 0;
      const deadline = Date.now() + TARGETS.allHealthyS * 2000;
      while (Date.now() < deadline && !all && !exited) {
        const states = await Promise.all(urls.map((key) => healthy(`http://localhost:${ports[key]}/api/health`)));
        if (!first && states.some(Boolean)) first = Date.now() - started;
        if (states.every(Boolean)) all = Date.now() - started;
        else await new Promise((r) => setTimeout(r, 200));
      }
      if (!all)
        throw new Error(
          `the stack did not become healthy:\n${readFileSync(path.join(dir, "dev.log"), "utf8").slice(-3000)}`,
        );
      results.push({ name: "boot_to_first_healthy", value: first / 1000, unit: "s", target: TARGETS.firstHealthyS });
      results.push({ name: "boot_to_all_healthy", value: all / 1000, unit: "s", target: TARGETS.allHealthyS });
      await new Promise((r) => setTimeout(r, 3000));
      if (dev.pid)
        results.push({ name: "stack_memory_rss", value: treeRssMb(dev.pid), unit: "MB", target: TARGETS.memoryMb });
    } finally {
      if (dev.pid && !exited) {
        process.kill(-dev.pid, "SIGTERM");
        await new Promise((r) => setTimeout(r, 3000));
        try {
          process.kill(-dev.pid, "SIGKILL");
        } catch {
          // stopped already
        }
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  let missed = false;
  for (const r of results) {
    const ok = r.value <= r.target;
    missed ||= !ok;
    console.log(
      `${r.name}: ${r.value.toFixed(r.unit === "s" ? 1 : 0)} ${r.unit} (target <= ${r.target} ${r.unit}${ok ? "" : ", MISSED"})`,
    );
  }
  process.exit(missed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
