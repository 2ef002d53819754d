/**
 * `pnpm bench:shell`: the owner app's production build served locally (next start), with a
 * workspace of 200 agents. Prints first-load JS (gzipped) of the agents list, the agent overview
 * and the agency settings routes, and the median server response time of the agents list.
 * Targets: first-load JS < 150 KB gzipped per route (the agency page < 170 KB: its form, editors
 * and preview load after hydration); agents list < 100 ms median.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startAuthSession } from "@parlo/core";
import { createRegionalDb } from "@parlo/db";
import { freePort } from "@parlo/db/bootstrap";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { encode } from "next-auth/jwt";
import { appEnv } from "./stack/app-env";
import { startApp } from "./stack/apps";
import { prepareDatabases } from "./stack/databases";
import { ROOT } from "./stack/paths";
import { startProcess, stopAllProcesses } from "./stack/processes";

const TARGETS = { firstLoadKb: 150, agencyFirstLoadKb: 170, listMedianMs: 100 };
const SECRET = "bench-secret-at-least-thirty-two-characters";
const AGENTS = 200;
const SAMPLES = 40;

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = startProcess("build", command, args, { cwd: ROOT, env, quiet: true });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

async function firstLoadJsKb(url: string, cookie: string): Promise<number> {
  // a redirect (to sign-in) would measure another page
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  if (!response.ok && response.status !== 404) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  // what a modern browser loads: every script but the noModule polyfills
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const scripts = [...new Set(tags.map((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? ""))].filter(Boolean);
  let bytes = 0;
  for (const src of scripts) {
    const js = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(js).length;
  }
  return bytes / 1024;
}

async function medianMs(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-bench-shell-"));
  const results: Array<{ name: string; value: number; unit: string; target: number }> = [];
  try {
    const databases = await prepareDatabases({
      configured: {},
      embedded: { dataDir: path.join(dir, "pg"), port: await freePort(), persistent: false },
    });
    const db = createRegionalDb(databases.urls);
    const eu = db.for("eu");
    const { user, workspace } = await createTestUser(eu, { displayName: "Bench Owner" });
    await eu.user.update({ where: { id: user.id }, data: { isProfileComplete: true } });
    let firstAgentId = "";
    for (let i = 0; i < AGENTS; i++) {
      const agent = await createTestAgent(eu, workspace, `Agent ${i + 1}`);
      firstAgentId ||= agent.id;
    }
    // a signed-in browser: the session cookie names a started session
    const sid = await startAuthSession({ db, region: "eu", userId: user.id, maxAgeSeconds: 3600 });
    await db.disconnect();

    const port = await freePort();
    const env = appEnv({
      urls: databases.urls,
      authSecret: SECRET,
      ports: { dashboard: port, portal: port + 1, marketing: port + 2 },
    });
    await run(
      path.join(ROOT, "node_modules/.bin/turbo"),
      ["run", "build", "--filter=@parlo/dashboard", "--output-logs=errors-only"],
      {
        ...env,
        NODE_ENV: "production",
      },
    );
    const base = await startApp("dashboard", { mode: "start", env, port, quiet: true });
    const token = await encode({
      secret: SECRET,
      token: { sub: user.id, uid: user.id, email: user.email, name: "Bench Owner", region: "eu", sid },
    });
    const cookie = `next-auth.session-token=${token}`;

    results.push({
      name: "first_load_js_agents_list",
      value: await firstLoadJsKb(`${base}/app/eu/agents`, cookie),
      unit: "KB",
      target: TARGETS.firstLoadKb,
    });
    results.push({
      name: "first_load_js_agent_overview",
      value: await firstLoadJsKb(`${base}/app/eu/agents/${firstAgentId}/overview`, cookie),
      unit: "KB",
      target: TARGETS.firstLoadKb,
    });
    results.push({
      name: "first_load_js_agency",
      value: await firstLoadJsKb(`${base}/app/eu/agency`, cookie),
      unit: "KB",
      target: TARGETS.agencyFirstLoadKb,
    });
    if (process.env.BENCH_SHELL_HOLD) {
      console.log(`holding ${base} cookie=${cookie} agent=${firstAgentId}`);
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SHELL_HOLD) * 1000));
    }
    if (process.env.BENCH_SHELL_DETAILS) {
      console.log(`info median /app/eu/sessions: ${(await medianMs(`${base}/app/eu/sessions`, cookie)).toFixed(1)} ms`);
      for (const route of ["/login", "/nowhere", "/app/eu/sessions"]) {
        const kb = await firstLoadJsKb(`${base}${route}`, cookie).catch(() => -1);
        console.log(`info first_load_js ${route}: ${kb.toFixed(1)} KB`);
      }
    }
    results.push({
      name: "agents_list_median_response",
      value: await medianMs(`${base}/app/eu/agents`, cookie),
      unit: "ms",
      target: TARGETS.listMedianMs,
    });
    await stopAllProcesses();
    await databases.server?.stop();
  } finally {
    await stopAllProcesses();
    await rm(dir, { recursive: true, force: true });
  }
  let missed = false;
  for (const r of results) {
    const ok = r.value < r.target;
    missed ||= !ok;
    console.log(`${r.name}: ${r.value.toFixed(1)} ${r.unit} (target < ${r.target} ${r.unit}${ok ? "" : ", MISSED"})`);
  }
  process.exit(missed ? 1 : 0);
}

main().catch(async (error: unknown) => {
  await stopAllProcesses();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
