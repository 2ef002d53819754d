/**
 * `pnpm bench:chat`: the agent runtime served by the dashboard's production build, answering
 * through its real OpenAI-compatible client from a local stand-in model that answers at once.
 * Prints:
 * - widget_loader_gzip: the size of /widget.js gzipped (target < 6 KB)
 * - widget_before_open_gzip: everything a page loads before the chat opens (target < 10 KB)
 * - first_token_added_p50 / _p95: time to the first streamed token, minus the stand-in's own time
 *   to its first token (target p95 < 50 ms)
 * - messages_per_second: answers completed per second by concurrent visitors (target >= 300),
 *   with every answer checked in the database (none lost)
 * - the chat's first open (stack/bench-chat-open.ts): chat_ui_on_open_gzip (target < 60 KB),
 *   click_to_ready_p50 (target < 300 ms) and embedded_before_visible_gzip (the loader alone)
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createAgent, publishAgent, startConversation, findTemplate } from "@parlo/core";
import { createRegionalDb, Prisma } from "@parlo/db";
import { freePort } from "@parlo/db/bootstrap";
import { createTestUser } from "@parlo/db/factories";
import { startModelStandIn } from "@parlo/testing";
import { appEnv } from "./stack/app-env";
import { startApp } from "./stack/apps";
import { prepareDatabases } from "./stack/databases";
import { benchChatOpen } from "./stack/bench-chat-open";
import { percentile, reportAndExit, type BenchResult } from "./stack/bench-results";
import { ROOT } from "./stack/paths";
import { startProcess, stopAllProcesses } from "./stack/processes";

const TARGETS = { loaderKb: 6, beforeOpenKb: 10, addedP95Ms: 50, messagesPerSecond: 300 };
const LATENCY_SAMPLES = 200;
const THROUGHPUT_SECONDS = 10;
const CONCURRENCY = 48;
const WORKSPACES = 12;
const AGENTS_PER_WORKSPACE = 4;

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = startProcess("build", command, args, { cwd: ROOT, env, quiet: true });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** One keep-alive connection pool for the bench's requests (fetch's own costs more CPU per request). */
const pool = new http.Agent({ keepAlive: true, maxSockets: 512 });

interface BenchRequest {
  method: "POST";
  headers: Record<string, string>;
  body: string;
}

/** Milliseconds from sending a request until the first chunk that holds `marker`, and the whole body. */
function timeToFirst(url: string, init: BenchRequest, marker: string): Promise<{ ms: number; rest: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method: init.method, headers: init.headers, agent: pool }, (response) => {
      response.setEncoding("utf8");
      let seen = "";
      let found = false;
      const rest = new Promise<string>((done, fail) => {
        response.on("end", () => done(seen));
        response.on("error", fail);
      });
      // the caller reads `rest` once it has the first marker; until then nobody else waits on it
      rest.catch(() => undefined);
      response.on("data", (chunk: string) => {
        seen += chunk;
        if (!found && seen.includes(marker)) {
          found = true;
          if (response.statusCode === 200) resolve({ ms: performance.now() - started, rest });
        }
      });
      response.on("end", () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}: ${seen}`));
        else if (!found) reject(new Error(`no ${marker} in the answer: ${seen}`));
      });
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-bench-chat-"));
  const results: BenchResult[] = [];
  const standIn = await startModelStandIn();
  try {
    const databases = await prepareDatabases({
      configured: {},
      embedded: { dataDir: path.join(dir, "pg"), port: await freePort(), persistent: false },
    });
    const db = createRegionalDb(databases.urls);
    const eu = db.for("eu");
    const agents: string[] = [];
    for (let w = 0; w < WORKSPACES; w++) {
      const { user, workspace } = await createTestUser(eu, { displayName: `Bench ${w}` });
      // a custom plan with room for the bench's agents (the free plan allows 2)
      await eu.workspace.update({
        where: { id: workspace.id },
        data: {
          loadTokens: new Prisma.Decimal(1_000_000),
          customPlan: { limits: { maxAgents: AGENTS_PER_WORKSPACE } },
        },
      });
      for (let a = 0; a < AGENTS_PER_WORKSPACE; a++) {
        const agent = await createAgent({
          db,
          region: "eu",
          workspaceId: workspace.id,
          userId: user.id,
          title: `Bench agent ${w}.${a}`,
          agentPlatform: "vg",
          template: findTemplate("customer-support").template,
        });
        await publishAgent({ db, region: "eu", agentId: agent.ID, publishedBy: "bench" });
        agents.push(agent.ID);
      }
    }

    const port = await freePort();
    const env = appEnv({
      urls: databases.urls,
      authSecret: "bench-secret-at-least-thirty-two-characters",
      ports: { dashboard: port, portal: port + 1, marketing: port + 2 },
      modelApiBaseUrl: standIn.baseUrl,
    });
    await run(
      path.join(ROOT, "node_modules/.bin/turbo"),
      ["run", "build", "--filter=@parlo/dashboard", "--output-logs=errors-only"],
      {
        ...env,
        NODE_ENV: "production",
      },
    );
    // BENCH_CPU_PROFILE=<dir> writes a CPU profile of the server for a look at where the time goes
    const profileDir = process.env.BENCH_CPU_PROFILE;
    const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : undefined;
    const base = await startApp("dashboard", { mode: "start", env, port, quiet: true, nodeArgs });

    // the loader, and everything a page fetches before the chat opens (the loader only)
    const loader = Buffer.from(await (await fetch(`${base}/widget.js`)).arrayBuffer());
    const loaderKb = gzipSync(loader).length / 1024;
    results.push({
      name: "widget_loader_gzip",
      value: loaderKb,
      unit: "KB",
      target: `< ${TARGETS.loaderKb} KB`,
      ok: loaderKb < TARGETS.loaderKb,
    });
    results.push({
      name: "widget_before_open_gzip",
      value: loaderKb,
      unit: "KB",
      target: `< ${TARGETS.beforeOpenKb} KB`,
      ok: loaderKb < TARGETS.beforeOpenKb,
    });

    results.push(...(await benchChatOpen(base, agents[0] ?? "", loaderKb)));

    // conversations are made ahead (one message each in the latency run: no visitor limit reached)
    const conversation = async (index: number) => {
      const agentId = agents[index % agents.length] ?? "";
      const started = await startConversation({ db, region: "eu", agentId, channel: "api" });
      return { agentId, id: started.conversationId, token: started.visitorToken };
    };
    const send = (c: { agentId: string; id: string; token: string }, text: string) =>
      timeToFirst(
        `${base}/api/runtime/eu/agents/${c.agentId}/conversations/${c.id}/messages`,
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream", "x-visitor-token": c.token },
          body: JSON.stringify({ text }),
        },
        "event: token",
      );

    // warm up, then the stand-in's own time to first token, then the runtime's
    for (let i = 0; i < 20; i++) await (await send(await conversation(i), "warm up")).rest;
    const direct: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const first = await timeToFirst(
        `${standIn.baseUrl}/chat/completions`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ stream: true, messages: [] }),
        },
        "data:",
      );
      direct.push(first.ms);
      await first.rest;
    }
    const added: number[] = [];
    const directMedian = percentile(direct, 50);
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const c = await conversation(1000 + i);
      const first = await send(c, `Question ${i}`);
      added.push(Math.max(0, first.ms - directMedian));
      await first.rest;
    }
    const p50 = percentile(added, 50);
    const p95 = percentile(added, 95);
    results.push({ name: "first_token_added_p50", value: p50, unit: "ms", target: "info", ok: true });
    results.push({
      name: "first_token_added_p95",
      value: p95,
      unit: "ms",
      target: `< ${TARGETS.addedP95Ms} ms`,
      ok: p95 < TARGETS.addedP95Ms,
    });

    // throughput: CONCURRENCY visitors, each in its own conversations, for THROUGHPUT_SECONDS
    const conversations = await Promise.all(Array.from({ length: CONCURRENCY * 40 }, (_, i) => conversation(5000 + i)));
    const before = await eu.conversationMessage.count({ where: { role: "assistant", model: { not: null } } });
    let completed = 0;
    let failed = 0;
    const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let n = 0; performance.now() < deadline; n++) {
          const c = conversations[(worker * 40 + Math.floor(n / 15)) % conversations.length];
          if (!c) break;
          try {
            const body = await (await send(c, `Load ${worker}.${n}`)).rest;
            if (body.includes("event: done")) completed += 1;
            else failed += 1;
          } catch {
            failed += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await eu.conversationMessage.count({ where: { role: "assistant", model: { not: null } } });
    const stored = after - before;
    const perSecond = completed / seconds;
    const lost = completed - stored;
    results.push({
      name: "messages_per_second",
      value: perSecond,
      unit: "msg/s",
      target: `>= ${TARGETS.messagesPerSecond} msg/s, none lost`,
      ok: perSecond >= TARGETS.messagesPerSecond && lost === 0 && failed === 0,
    });
    console.log(
      `info throughput: ${completed} answered, ${failed} failed, ${stored} stored in ${seconds.toFixed(1)} s`,
    );
    pool.destroy();
    await db.disconnect();
    await stopAllProcesses();
    await databases.server?.stop();
  } finally {
    await stopAllProcesses();
    await standIn.stop();
    await rm(dir, { recursive: true, force: true });
  }
  reportAndExit(results);
}

main().catch(async (error: unknown) => {
  await stopAllProcesses();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
