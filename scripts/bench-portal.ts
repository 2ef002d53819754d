/**
 * `pnpm bench:portal`: the client portal.
 * - host_resolution_p50 / _p95: the time to resolve a request's Host to its agency, over 10,000
 *   look-ups of 200 agency hosts (sub-domains and custom domains in both regions, and unknown
 *   names) on a warm cache, as the portal does per request. Target p95 < 2 ms.
 * - first_load_js_portal_sign_in: the gzipped JS of an agency's client sign-in page (/login) on its
 *   sub-domain, and first_load_js_portal_over_bare: how much more that is than the portal's bare
 *   not-found page of the same build. Target at most 15 KB over bare.
 * - first_load_js_portal_client_chats: the gzipped JS of a signed-in client's Chats page (/convos).
 *   Target under 170 KB.
 * - client_conversation_list_median: a client's conversation list (the Chats tab's first page, over
 *   HTTP with its session cookie) of an agent with 5,000 conversations, the median of 50 calls on a
 *   warm server. Target under 80 ms.
 * - notification_delivery_p95: from a notification's write (its NOTIFY) to the `notification`
 *   event on the open streams (/api/notifications/stream over HTTP) of 200 signed-in clients, over
 *   20 notifications to all of them. Target p95 under 500 ms.
 */
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startClientSession, writeNotifications } from "@parlo/core";
import { CLIENT_SESSION } from "@parlo/validators";
import { createAgencyHostResolver } from "@parlo/core/portal";
import { createRegionalDb, newAgencySecret, newEntityId, type Region, type RegionalDb } from "@parlo/db";
import { freePort } from "@parlo/db/bootstrap";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { appEnv } from "./stack/app-env";
import { startApp } from "./stack/apps";
import { prepareDatabases } from "./stack/databases";
import { ROOT } from "./stack/paths";
import { startProcess, stopAllProcesses } from "./stack/processes";

const TARGETS = { resolveP95Ms: 2, overBareKb: 15, clientChatsKb: 170, conversationListMs: 80, deliveryP95Ms: 500 };
const STREAMS = 200;
const NOTIFICATIONS = 20;
const CONVERSATIONS = 5_000;
const LIST_CALLS = 50;
const AGENCIES = 200;
const LOOKUPS = 10_000;
const ROOT_DOMAIN = "localhost";

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = startProcess("build", command, args, { cwd: ROOT, env, quiet: true });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** GET a path of the portal with a Host header (Node's fetch does not let one set Host) and a session cookie. */
function get(port: number, host: string, pathname: string, cookie?: string): Promise<{ status: number; body: Buffer }> {
  const headers = cookie ? { host, cookie } : { host };
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function firstLoadJsKb(
  port: number,
  host: string,
  pathname: string,
  options: { cookie?: string; status?: number } = {},
): Promise<number> {
  const page = await get(port, host, pathname, options.cookie);
  if (page.status !== (options.status ?? 200)) throw new Error(`${pathname} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const scripts = [...new Set(tags.map((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? ""))].filter(Boolean);
  let bytes = 0;
  for (const src of scripts) {
    const size = gzipSync((await get(port, host, src)).body).length;
    if (process.env.BENCH_VERBOSE) console.log(`  ${pathname} ${src} ${(size / 1024).toFixed(1)} KB`);
    bytes += size;
  }
  return bytes / 1024;
}

/**
 * A client of the agency with Chats on an agent that has CONVERSATIONS conversations (two messages
 * each): the agent and the client's session cookie.
 */
async function seedClientWithChats(
  db: RegionalDb,
  agency: { id: string; workspace: { id: string; ownerId: string } },
): Promise<{ agentId: string; cookie: string }> {
  const eu = db.for("eu");
  const agent = await createTestAgent(eu, agency.workspace);
  const org = await eu.org.create({
    data: { id: newEntityId(), ownerID: agency.workspace.id, agencyId: agency.id, widgetIDs: [agent.id] },
  });
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: org.id,
      ownerID: agency.workspace.id,
      name: "Bench Client",
      email: "bench-client@example.test",
      dashboardPasswordHash: "",
      canAccess: ["home", "convos"],
    },
  });
  const start = Date.now() - CONVERSATIONS * 60_000;
  for (let from = 0; from < CONVERSATIONS; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, CONVERSATIONS - from) }, (_, i) => {
      const at = new Date(start + (from + i) * 60_000);
      return { id: newEntityId(), at, n: from + i };
    });
    await eu.conversation.createMany({
      data: batch.map(({ id, at, n }) => ({
        id,
        agentId: agent.id,
        workspaceId: agency.workspace.id,
        visitorId: `visitor-${n}`,
        visitorTokenHash: "0".repeat(64),
        channel: n % 3 === 0 ? "whatsapp" : "widget",
        status: n % 10 === 0 ? "handoff_requested" : "ai",
        userMessages: 1,
        createdAt: at,
        lastMessageAt: at,
      })),
    });
    await eu.conversationMessage.createMany({
      data: batch.flatMap(({ id, at, n }) => [
        {
          id: newEntityId(),
          conversationId: id,
          role: "user",
          content: `Question ${n} about opening hours`,
          createdAt: at,
        },
        {
          id: newEntityId(),
          conversationId: id,
          role: "assistant",
          content: `We open at nine, visitor ${n}.`,
          model: "offline",
          createdAt: at,
        },
      ]),
    });
  }
  const session = await startClientSession({
    deps: { db },
    region: "eu",
    agencyId: agency.id,
    clientId: client.id,
    kind: "client",
    readOnly: false,
  });
  return { agentId: agent.id, cookie: `${CLIENT_SESSION.cookieName}=${session.cookieValue}` };
}

/**
 * 200 clients of one org, each signed in (cookie), with their bells' streams open on the portal;
 * `deliver` writes one notification to all of them and answers, per stream, how long its event took.
 */
async function openBellStreams(
  db: RegionalDb,
  agency: { id: string; workspace: { id: string } },
  port: number,
  host: string,
): Promise<{ deliver: () => Promise<number[]>; close: () => void }> {
  const eu = db.for("eu");
  const org = await eu.org.create({ data: { id: newEntityId(), ownerID: agency.workspace.id, agencyId: agency.id } });
  const streams: Array<{ key: string; waiting: ((at: number) => void) | null; close: () => void }> = [];
  for (let n = 0; n < STREAMS; n++) {
    const client = await eu.client.create({
      data: {
        id: newEntityId(),
        orgId: org.id,
        ownerID: agency.workspace.id,
        name: `Bell ${n}`,
        email: `bell-${n}@example.test`,
        dashboardPasswordHash: "",
        canAccess: ["convos"],
      },
    });
    const session = await startClientSession({
      deps: { db },
      region: "eu",
      agencyId: agency.id,
      clientId: client.id,
      kind: "client",
      readOnly: false,
    });
    const entry: (typeof streams)[number] = { key: `client:${client.id}`, waiting: null, close: () => undefined };
    await new Promise<void>((ready, fail) => {
      const outgoing = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/notifications/stream",
          headers: { host, cookie: `${CLIENT_SESSION.cookieName}=${session.cookieValue}` },
        },
        (response) => {
          if (response.statusCode !== 200) fail(new Error(`the stream answered ${response.statusCode}`));
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            if (chunk.includes("event: ready")) ready();
            if (chunk.includes("event: notification")) entry.waiting?.(performance.now());
          });
        },
      );
      outgoing.on("error", fail);
      outgoing.end();
      entry.close = () => outgoing.destroy();
    });
    streams.push(entry);
  }
  return {
    async deliver() {
      const arrivals = streams.map(
        (entry) =>
          new Promise<number>((resolve) => {
            entry.waiting = (at) => {
              entry.waiting = null;
              resolve(at);
            };
          }),
      );
      const written = performance.now();
      await writeNotifications({
        db,
        region: "eu",
        workspaceId: agency.workspace.id,
        kind: "announcement",
        level: 2,
        title: "Bench",
        body: "",
        recipients: streams.map((entry) => ({ key: entry.key, urlPathname: "/convos", email: null, push: false })),
      });
      return (await Promise.all(arrivals)).map((at) => at - written);
    },
    close: () => streams.forEach((entry) => entry.close()),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-bench-portal-"));
  const results: Array<{ name: string; value: number; unit: string; target: number | null }> = [];
  try {
    const databases = await prepareDatabases({
      configured: {},
      embedded: { dataDir: path.join(dir, "pg"), port: await freePort(), persistent: false },
    });
    const db = createRegionalDb(databases.urls);
    const hosts: string[] = [];
    let firstAgency: { id: string; workspace: { id: string; ownerId: string } } | null = null;
    for (let i = 0; i < AGENCIES; i++) {
      const region: Region = i % 2 === 0 ? "eu" : "na";
      const client = db.for(region);
      const { workspace } = await createTestUser(client);
      const sub = i % 4 < 2;
      const host = sub ? `agency${i}.${ROOT_DOMAIN}` : `portal.agency${i}.example.com`;
      hosts.push(host);
      const agency = await client.agency.create({
        data: {
          id: newEntityId(),
          userId: workspace.id,
          secret: newAgencySecret(),
          name: `Agency ${i}`,
          brandingText: "AI agents for **your business**",
          ...(sub
            ? { VGsubDomain: host, isVerifiedSubDomain: true }
            : { customDomain: host, isVerifiedCustomDomain: true }),
        },
      });
      if (i === 0) firstAgency = { id: agency.id, workspace };
    }
    // one in ten requests names no agency
    const asked = [...hosts, ...hosts.slice(0, 20).map((host) => `unknown-${host}`)];

    const resolver = createAgencyHostResolver({ db, rootDomain: ROOT_DOMAIN });
    for (const host of asked) await resolver.resolve(`${host.toUpperCase()}:443`);
    const times: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      const host = asked[i % asked.length] ?? "";
      const started = performance.now();
      const resolved = await resolver.resolve(`${host}:443`);
      times.push(performance.now() - started);
      if (!host.startsWith("unknown-") && resolved.kind !== "agency") throw new Error(`${host} did not resolve`);
    }
    times.sort((a, b) => a - b);
    results.push({ name: "host_resolution_p50", value: percentile(times, 0.5), unit: "ms", target: null });
    results.push({
      name: "host_resolution_p95",
      value: percentile(times, 0.95),
      unit: "ms",
      target: TARGETS.resolveP95Ms,
    });
    if (!firstAgency) throw new Error("no agency was made");
    const benchAgency = firstAgency;
    const seeded = await seedClientWithChats(db, benchAgency);

    const port = await freePort();
    const env = appEnv({ urls: databases.urls, ports: { dashboard: port - 1, portal: port, marketing: port + 1 } });
    await run(
      path.join(ROOT, "node_modules/.bin/turbo"),
      ["run", "build", "--filter=@parlo/portal", "--output-logs=errors-only"],
      { ...env, NODE_ENV: "production" },
    );
    await startApp("portal", { mode: "start", env, port, quiet: true });
    const agencyHost = `${hosts[0] ?? ""}:${port}`;
    const login = await get(port, agencyHost, "/login");
    if (login.status !== 200 || !login.body.toString("utf8").includes("Sign in to Agency 0")) {
      throw new Error(`the agency's sign-in page answered ${login.status}`);
    }
    const signIn = await firstLoadJsKb(port, agencyHost, "/login");
    const bare = await firstLoadJsKb(port, `nobody.${ROOT_DOMAIN}:${port}`, "/", { status: 404 });
    results.push({ name: "first_load_js_portal_sign_in", value: signIn, unit: "KB", target: null });
    results.push({ name: "first_load_js_portal_bare", value: bare, unit: "KB", target: null });
    results.push({
      name: "first_load_js_portal_over_bare",
      value: signIn - bare,
      unit: "KB",
      target: TARGETS.overBareKb,
    });
    const chatsPage = `/convos?agent=${seeded.agentId}`;
    const chats = await firstLoadJsKb(port, agencyHost, chatsPage, { cookie: seeded.cookie });
    results.push({
      name: "first_load_js_portal_client_chats",
      value: chats,
      unit: "KB",
      target: TARGETS.clientChatsKb,
    });

    const listInput = { json: { region: "eu", agentId: seeded.agentId, filters: {} } };
    const listPath = `/api/trpc/conversation.list?input=${encodeURIComponent(JSON.stringify(listInput))}`;
    const listTimes: number[] = [];
    for (let i = 0; i < LIST_CALLS + 5; i++) {
      const started = performance.now();
      const answer = await get(port, agencyHost, listPath, seeded.cookie);
      const took = performance.now() - started;
      if (answer.status !== 200)
        throw new Error(`conversation.list answered ${answer.status}: ${answer.body.toString()}`);
      // the first calls warm the server up
      if (i >= 5) listTimes.push(took);
    }
    listTimes.sort((a, b) => a - b);
    results.push({
      name: "client_conversation_list_median",
      value: percentile(listTimes, 0.5),
      unit: "ms",
      target: TARGETS.conversationListMs,
    });

    const bells = await openBellStreams(db, benchAgency, port, agencyHost);
    const delivery: number[] = [];
    // the first warms the server's stream path up
    await bells.deliver();
    for (let i = 0; i < NOTIFICATIONS; i++) delivery.push(...(await bells.deliver()));
    bells.close();
    delivery.sort((a, b) => a - b);
    results.push({ name: "notification_delivery_p50", value: percentile(delivery, 0.5), unit: "ms", target: null });
    results.push({
      name: "notification_delivery_p95",
      value: percentile(delivery, 0.95),
      unit: "ms",
      target: TARGETS.deliveryP95Ms,
    });
    await db.disconnect();
    await stopAllProcesses();
    await databases.server?.stop();
  } finally {
    await stopAllProcesses();
    await rm(dir, { recursive: true, force: true });
  }
  let missed = false;
  for (const r of results) {
    const ok = r.target === null || r.value <= r.target;
    missed ||= !ok;
    const target = r.target === null ? "info" : `target <= ${r.target} ${r.unit}${ok ? "" : ", MISSED"}`;
    console.log(`${r.name}: ${r.value.toFixed(r.unit === "ms" ? 3 : 1)} ${r.unit} (${target})`);
  }
  process.exit(missed ? 1 : 0);
}

main().catch(async (error: unknown) => {
  await stopAllProcesses();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
