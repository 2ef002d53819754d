/**
 * The route access matrix (./route-access.ts) against the real route.ts files: every route.ts
 * under src/app is listed with the methods it exports, and every method that is not plainly public
 * is called as outsiders (no credentials, forged credentials, another workspace's or agent's
 * secret, another conversation's visitor token, a member of another workspace) and must be refused
 * with its exact status, writing nothing; the rightful caller is then let in, so each refusal is
 * one the route makes. Every route that takes the session cookie is also called with the owner's
 * cookie after sign-out, by a removed member and as a cross-site form post. Sessions are real:
 * next-auth JWT cookies read by @parlo/auth's readSessionCookie and the app's Origin rule. The
 * route modules are imported as they are; only the app's Next-bound server modules (cookies(),
 * env-made deps, model, storage, the client address from parlo-serve) are replaced by doubles.
 */
import { stopNotificationHubFor } from "@parlo/core";
import { mkdtempSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  createLocalStorage,
  createOfflineProvider,
  createStripeClient,
  endAuthSession,
  startAuthSession,
  type CoreDeps,
  type ModelProvider,
} from "@parlo/core";
import { readSessionCookie, sessionCookieName } from "@parlo/auth";
import { Prisma, newAgencySecret, newEntityId } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import type { TSessionInfo } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decode, encode } from "next-auth/jwt";
import { z } from "zod";
import { isSameOriginRequest } from "@parlo/api";
import { HTTP_METHODS, NOT_ALLOWED, ROUTE_ACCESS, type HttpMethod } from "./route-access";

// --- test doubles for the app's server modules (route.ts files import them by the @/ alias) ---

vi.mock("server-only", () => ({}));
vi.mock("@/server/auth", () => sessionDouble());
vi.mock("./auth", () => sessionDouble());
vi.mock("@/server/deps", () => depsDouble());
vi.mock("./deps", () => depsDouble());
vi.mock("@/server/client-ip", () => ({ clientIp: () => currentIp }));
vi.mock("./client-ip", () => ({ clientIp: () => currentIp }));
vi.mock("@/server/conversation-request", () => import("./conversation-request"));
vi.mock("@/server/runtime-session", () => import("./runtime-session"));
vi.mock("@/server/caller", () => import("./caller"));
vi.mock("@/server/saved-custom-tab", () => import("./saved-custom-tab"));
vi.mock("@/lib/custom-tab-paths", () => import("../lib/custom-tab-paths"));
vi.mock("@/server/model-provider", () => ({
  modelProvider: () => model,
  voiceflowConfig: () => ({ baseUrl: "http://127.0.0.1:9" }),
}));
vi.mock("@/server/embeddings", () => ({ embeddingsClient: () => null, chunkEmbedder: () => null }));
vi.mock("@/server/fetch-guard-config", () => ({ fetchGuardConfig: () => ({ allowedHosts: [] }) }));
vi.mock("@/app/api/upload/upload-storage", () => storageDouble());
vi.mock("../app/api/upload/upload-storage", () => storageDouble());

/** The request being handled: its cookies (for getSession(), which reads Next's cookies()) and address. */
let currentCookies = new Map<string, string>();
let currentIp = "10.77.0.0";
const AUTH_SECRET = "route-access-test-secret-0123456789abcdef";
const DASHBOARD_URL = "http://localhost";
const readSession = (cookies: Map<string, string>) =>
  readSessionCookie({
    cookies: { get: (name) => (cookies.has(name) ? { value: cookies.get(name) ?? "" } : undefined) },
    secret: AUTH_SECRET,
    secure: false,
    deps,
  });
/** app/server/auth.ts without Next's cookies() and env: the same cookie reader and Origin rule. */
const sessionDouble = () => ({
  getSession: () => readSession(currentCookies),
  getRequestSession: async (req: Request) =>
    isSameOriginRequest(req, [DASHBOARD_URL]) ? readSession(currentCookies) : null,
  getAuthOptions: () => {
    throw new Error("next-auth is not called by this test");
  },
  issueSessionTokenFor: () => {
    throw new Error("tokenToUser is not called by this test");
  },
});

/** The AuthSession id inside a session cookie. */
async function sidOf(cookie: string): Promise<string> {
  const token = await decode({ token: cookie.slice(cookie.indexOf("=") + 1), secret: AUTH_SECRET });
  if (!token?.sid) throw new Error("the cookie names no session");
  return token.sid;
}

/** A real session cookie of the user (a started AuthSession in a next-auth JWT). */
async function sessionCookie(user: TSessionInfo): Promise<string> {
  const sid = await startAuthSession({ db: base.db, region: user.region, userId: user.userId, maxAgeSeconds: 3600 });
  const jwt = await encode({
    token: { uid: user.userId, email: user.email, region: user.region, sid },
    secret: AUTH_SECRET,
  });
  return `${sessionCookieName(false)}=${jwt}`;
}

const WEBHOOK_SECRET = "whsec_route_access_test";
const CONNECT_WEBHOOK_SECRET = "whsec_route_access_connect";
const base = createTestDeps();
const eu = base.db.for("eu");
const deps: CoreDeps = {
  ...base,
  // signatures are checked locally; the events sent here never reach the Stripe API
  billing: {
    stripe: createStripeClient({ secretKey: "sk_test_route_access", apiUrl: "http://127.0.0.1:9" }),
    webhookSecret: WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
    stripeJs: null,
  },
};
const depsDouble = () => ({ getDeps: () => deps, getDb: () => deps.db });

/** Counts model calls: a refused caller never reaches the model. */
let modelCalls = 0;
const offline = createOfflineProvider();
const model: ModelProvider = {
  name: "counting-offline",
  complete: (request) => {
    modelCalls++;
    return offline.complete(request);
  },
  stream: (request, onToken) => {
    modelCalls++;
    return offline.stream(request, onToken);
  },
};

const uploadsDir = mkdtempSync(path.join(tmpdir(), "parlo-route-access-"));
const storage = createLocalStorage(uploadsDir);
const storageDouble = () => ({ uploadStorage: storage, UPLOADS_URL_PREFIX: "/uploads/", UPLOADS_DIR: uploadsDir });

const APP_DIR = fileURLToPath(new URL("../app", import.meta.url));

const loadRoutes = async () => ({
  customTab: await import("../app/api/agency/custom-tab/[region]/[workspaceId]/[...href]/route"),
  css: await import("../app/api/ai-css-generator/route"),
  conversations: await import("../app/api/runtime/[region]/agents/[agentId]/conversations/route"),
  handoff: await import("../app/api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/handoff/route"),
  lead: await import("../app/api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/lead/route"),
  messages: await import("../app/api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages/route"),
  stream: await import("../app/api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/stream/route"),
  notifications: await import("../app/api/notifications/stream/route"),
  sessionEnd: await import("../app/api/session/end/route"),
  stripe: await import("../app/api/stripe/webhook/route"),
  connectWebhook: await import("../app/api/stripe/connect/webhook/route"),
  trpc: await import("../app/api/trpc/[trpc]/route"),
  upload: await import("../app/api/upload/route"),
  agents: await import("../app/api/v2/agents/[agentId]/route"),
  logs: await import("../app/api/v2/workspace/[workspaceId]/logs/route"),
  files: await import("../app/uploads/[...path]/route"),
});
let routes: Awaited<ReturnType<typeof loadRoutes>>;

// --- fixtures: workspace A (the target) and workspace B (the outsider) ---

interface Party {
  session: TSessionInfo;
  /** the user's session cookie, signed in */
  cookie: string;
  workspaceId: string;
  workspaceSecret: string;
  agentId: string;
  agentSecret: string;
}
let a: Party;
let b: Party;
/** the owner's cookie from a browser that signed out since */
let signedOutCookie: string;
/** the cookie of a member of A whom the owner removed */
let removedMemberCookie: string;

/**
 * Callers who hold a session cookie and must still be refused wherever a cookie is accepted: a
 * signed-out session, a removed member, and forms/scripts on other pages posting with the owner's
 * cookie (another site, and a same-site page of another origin). For state-changing methods.
 */
function cookieOutsiders(statuses: {
  noSession: number;
  removedMember: number;
  /** when the route refuses a form's content type before it looks at the caller */
  crossSiteForm?: number;
}): Array<[Caller, number]> {
  return [
    [{ who: "the owner's cookie after sign-out", cookie: signedOutCookie }, statuses.noSession],
    [{ who: "a removed member", cookie: removedMemberCookie }, statuses.removedMember],
    [
      {
        who: "a cross-site form post with the owner's cookie",
        cookie: a.cookie,
        headers: { origin: "https://evil.example", "content-type": "text/plain" },
      },
      statuses.crossSiteForm ?? statuses.noSession,
    ],
    [
      {
        who: "a cross-site script posting JSON with the owner's cookie",
        cookie: a.cookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      },
      statuses.noSession,
    ],
    [
      {
        who: "a same-site page of another origin posting with the owner's cookie",
        cookie: a.cookie,
        headers: { origin: "http://localhost:9999", "sec-fetch-site": "same-site" },
      },
      statuses.noSession,
    ],
    [
      { who: "a cookie-only call without Origin (not a browser page)", cookie: a.cookie, headers: { origin: "" } },
      statuses.noSession,
    ],
  ];
}
const FORGED_SECRET = "vg_00000000000000000000";

async function party(): Promise<Party> {
  const { user, workspace } = await createTestUser(eu);
  const agent = await createTestAgent(eu, workspace);
  // the client omits secrets from rows unless they are selected
  const { workspaceSecret } = await eu.workspace.findUniqueOrThrow({
    where: { id: workspace.id },
    select: { workspaceSecret: true },
  });
  const { secretApiKey } = await eu.agent.findUniqueOrThrow({
    where: { id: agent.id },
    select: { secretApiKey: true },
  });
  const session: TSessionInfo = { userId: user.id, email: user.email, region: "eu" };
  return {
    session,
    cookie: await sessionCookie(session),
    workspaceId: workspace.id,
    workspaceSecret,
    agentId: agent.id,
    agentSecret: secretApiKey,
  };
}

/** Who calls: the session cookie and request headers it brings. */
interface Caller {
  who: string;
  /** a session cookie, sent from a page of the dashboard (Origin: the dashboard) unless headers say otherwise */
  cookie?: string;
  headers?: Record<string, string>;
}
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

let ip = 0;
/** A request from a fresh address (the routes rate-limit per IP), as the caller. */
function request(
  url: string,
  caller: Caller,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  ip++;
  currentIp = `10.77.${Math.floor(ip / 250) % 250}.${ip % 250}`;
  const headers: Record<string, string> = { host: "localhost", ...init.headers };
  // a browser page of the dashboard sends its Origin with every POST
  if (caller.cookie) Object.assign(headers, { cookie: caller.cookie, origin: DASHBOARD_URL });
  Object.assign(headers, caller.headers);
  // an empty value leaves the header out
  for (const [name, value] of Object.entries(headers)) if (value === "") Reflect.deleteProperty(headers, name);
  currentCookies = new Map(
    (headers.cookie ?? "").split(";").flatMap((pair): Array<[string, string]> => {
      const at = pair.indexOf("=");
      return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()]] : [];
    }),
  );
  return new Request(`http://localhost${url}`, { method: init.method ?? "POST", body: init.body, headers });
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function expectStatus(caller: Caller, response: Response, status: number) {
  const text = await response.text();
  expect(response.status, `${caller.who}: ${text.slice(0, 200)}`).toBe(status);
}

// --- the runtime conversations the visitor-token routes are called on ---

const ZStarted = z.object({ conversationId: z.string(), visitorToken: z.string() });
type Started = z.infer<typeof ZStarted>;
/** A's conversation (the target), another conversation of A's agent, a conversation of B's agent. */
let mine: Started;
let sibling: Started;
let foreign: Started;
const runtimeBase = (agentId: string) => `/api/runtime/eu/agents/${agentId}/conversations`;

async function startConversation(agentId: string, body: unknown, caller: Caller = { who: "a visitor" }) {
  return routes.conversations.POST(request(runtimeBase(agentId), caller, json(body)), {
    params: Promise.resolve({ region: "eu", agentId }),
  });
}

async function started(agentId: string): Promise<Started> {
  const response = await startConversation(agentId, {});
  expect(response.status).toBe(200);
  return ZStarted.parse(await response.json());
}

const conversationParams = () =>
  Promise.resolve({ region: "eu", agentId: a.agentId, conversationId: mine.conversationId });

/** Everyone who must not act on A's conversation (reads: cookies of other pages may read, as CORS keeps the answer from them). */
function conversationOutsiders(method: "GET" | "POST" = "POST"): Caller[] {
  const token = (visitorToken: string) => ({ "x-visitor-token": visitorToken });
  return [
    { who: "no credentials" },
    { who: "a forged visitor token", headers: token("x".repeat(32)) },
    { who: "another conversation's visitor token", headers: token(sibling.visitorToken) },
    { who: "another agent's conversation's visitor token", headers: token(foreign.visitorToken) },
    { who: "a forged bearer secret", headers: bearer(FORGED_SECRET) },
    { who: "another workspace's secret", headers: bearer(b.workspaceSecret) },
    { who: "another agent's secret", headers: bearer(b.agentSecret) },
    { who: "a member of another workspace", cookie: b.cookie },
    ...cookieOutsiders({ noSession: 401, removedMember: 401 })
      .map(([caller]) => caller)
      .filter((caller) => method === "POST" || caller.cookie !== a.cookie),
  ];
}
const visitor = (): Caller => ({
  who: "the conversation's visitor",
  headers: { "x-visitor-token": mine.visitorToken },
});

async function conversationState() {
  const conversation = await eu.conversation.findUniqueOrThrow({ where: { id: mine.conversationId } });
  const messages = await eu.conversationMessage.count({ where: { conversationId: mine.conversationId } });
  const leads = await eu.lead.count({ where: { conversationId: mine.conversationId } });
  return { status: conversation.status, handoffAt: conversation.handoffAt, messages, leads };
}

/** Every file below a folder, as "/"-separated paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The HTTP methods a route.ts exports (functions, consts, or `export { handler as GET }`). */
function exportedMethods(source: string): HttpMethod[] {
  const isMethod = (name: string): name is HttpMethod => HTTP_METHODS.some((method) => method === name);
  const names = [
    ...[...source.matchAll(/export\s+(?:async\s+)?function\s+([A-Z]+)\b/g)].map((match) => match[1] ?? ""),
    ...[...source.matchAll(/export\s+const\s+([A-Z]+)\b/g)].map((match) => match[1] ?? ""),
    ...[...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? "").split(",").map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? "",
      ),
    ),
  ];
  return names.filter(isMethod).sort();
}

beforeAll(async () => {
  routes = await loadRoutes();
  a = await party();
  b = await party();
  // the owner signed in on a second browser and signed out there
  const second = await sessionCookie(a.session);
  const sid = await sidOf(second);
  await endAuthSession({ db: base.db, region: "eu", sid });
  signedOutCookie = second;
  // a member of A, removed by the owner, keeps a valid cookie
  const { user: removed } = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: a.workspaceId, email: removed.email, userId: removed.id, role: "member" },
  });
  await eu.workspaceMember.delete({
    where: { workspaceId_email: { workspaceId: a.workspaceId, email: removed.email } },
  });
  removedMemberCookie = await sessionCookie({ userId: removed.id, email: removed.email, region: "eu" });
  // credits, so that the visitor's own message is answered (the offline answerer costs nothing)
  await eu.workspace.update({ where: { id: a.workspaceId }, data: { loadTokens: new Prisma.Decimal(10) } });
  mine = await started(a.agentId);
  sibling = await started(a.agentId);
  foreign = await started(b.agentId);
});

afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  // the notification stream's LISTEN connection, before the pools end
  await stopNotificationHubFor(base.db);
  await base.db.disconnect();
});

// --- the outsider checks, one per method that is not plainly public ---

const CHECKS: Record<string, () => Promise<void>> = {
  "api/agency/custom-tab/[region]/[workspaceId]/[...href] GET": async () => {
    const tab = {
      label: "Reports",
      pageType: "html",
      iconUrl: "",
      htmlContent: "<h1>Quarterly report</h1>",
      jsContent: "document.title = 'ran';",
      iframeUrl: "",
      alwaysVisible: false,
    };
    await eu.agency.create({
      data: {
        id: newEntityId(),
        userId: a.workspaceId,
        secret: newAgencySecret(),
        customTabs: [
          { ...tab, href: "/reports" },
          { ...tab, label: "Site", href: "/site", pageType: "iframe", iframeUrl: "https://reports.example.com/" },
        ],
      },
    });
    // a current member of A who is not its owner
    const { user: member } = await createTestUser(eu);
    await eu.workspaceMember.create({
      data: { workspaceId: a.workspaceId, email: member.email, userId: member.id, role: "member" },
    });
    const memberCookie = await sessionCookie({ userId: member.id, email: member.email, region: "eu" });
    const get = (caller: Caller, href = ["reports"], region = "eu", workspaceId = a.workspaceId) =>
      routes.customTab.GET(
        request(`/api/agency/custom-tab/${region}/${workspaceId}/${href.join("/")}`, caller, { method: "GET" }),
        { params: Promise.resolve({ region, workspaceId, href }) },
      );
    const owner = { who: "the owner", cookie: a.cookie };
    for (const caller of [
      { who: "no credentials" },
      { who: "the workspace's secret (not a session)", headers: bearer(a.workspaceSecret) },
      { who: "the agent's secret (not a session)", headers: bearer(a.agentSecret) },
      { who: "a member of another workspace", cookie: b.cookie },
      { who: "a member of the workspace who is not its owner", cookie: memberCookie },
      { who: "the owner's cookie after sign-out", cookie: signedOutCookie },
      { who: "a removed member", cookie: removedMemberCookie },
    ] satisfies Caller[]) {
      const answer = await get(caller);
      expect(answer.status, caller.who).toBe(404);
      expect(await answer.text(), caller.who).toBe("Not found");
    }
    // the owner: an unknown tab, an iframe tab, a malformed workspace id or region are 404 too
    for (const [who, href, region, workspaceId] of [
      ["an unknown tab", ["nothing"], "eu", a.workspaceId],
      ["an iframe tab (it has no document)", ["site"], "eu", a.workspaceId],
      ["another region", ["reports"], "na", a.workspaceId],
      ["an unknown region", ["reports"], "xx", a.workspaceId],
      ["a malformed workspace id", ["reports"], "eu", "../../x"],
    ] satisfies Array<[string, string[], string, string]>) {
      const answer = await get(owner, href, region, workspaceId);
      expect(answer.status, who).toBe(404);
    }
    const answer = await get(owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("content-security-policy")).toBe(
      "sandbox allow-scripts allow-forms allow-popups allow-modals; frame-ancestors 'self'",
    );
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(answer.headers.getSetCookie()).toEqual([]);
    const body = await answer.text();
    expect(body).toContain("<h1>Quarterly report</h1>");
    expect(body).toContain('<script src="data:text/javascript;charset=utf-8;base64,');
    // letter case and a trailing slash name the same tab, as when the tabs were checked
    expect((await get(owner, ["REPORTS"])).status).toBe(200);
  },

  "api/ai-css-generator POST": async () => {
    const body = {
      messages: [{ role: "user", content: "Make the chat bubble purple" }],
      currentCSS: "",
      agentID: a.agentId,
      bucket: "eu",
    };
    const call = (caller: Caller) => routes.css.POST(request("/api/ai-css-generator", caller, json(body)));
    const calls = modelCalls;
    for (const [caller, status] of [
      [{ who: "no credentials" }, 401],
      [{ who: "the workspace's own secret (not a session)", headers: bearer(a.workspaceSecret) }, 401],
      [{ who: "the agent's own secret (not a session)", headers: bearer(a.agentSecret) }, 401],
      [{ who: "a member of another workspace", cookie: b.cookie }, 404],
      ...cookieOutsiders({ noSession: 401, removedMember: 404 }),
    ] satisfies Array<[Caller, number]>) {
      await expectStatus(caller, await call(caller), status);
    }
    expect(modelCalls, "the model was called for an outsider").toBe(calls);
    const owner = { who: "the owner", cookie: a.cookie };
    await expectStatus(owner, await call(owner), 200);
    expect(modelCalls).toBe(calls + 1);
  },

  "api/runtime/[region]/agents/[agentId]/conversations POST": async () => {
    const testChats = () => eu.conversation.count({ where: { agentId: a.agentId, channel: "test" } });
    for (const caller of [
      { who: "no credentials" },
      { who: "a forged bearer secret", headers: bearer(FORGED_SECRET) },
      { who: "another workspace's secret", headers: bearer(b.workspaceSecret) },
      { who: "another agent's secret", headers: bearer(b.agentSecret) },
      { who: "a member of another workspace", cookie: b.cookie },
      ...cookieOutsiders({ noSession: 401, removedMember: 401 }).map(([caller]) => caller),
    ] satisfies Caller[]) {
      await expectStatus(caller, await startConversation(a.agentId, { channel: "test" }, caller), 401);
    }
    expect(await testChats(), "a test chat was started by an outsider").toBe(0);
    const insider = { who: "the agent's own secret", headers: bearer(a.agentSecret) };
    await expectStatus(insider, await startConversation(a.agentId, { channel: "test" }, insider), 200);
    const member = { who: "the owner", cookie: a.cookie };
    await expectStatus(member, await startConversation(a.agentId, { channel: "test" }, member), 200);
    expect(await testChats()).toBe(2);
  },

  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/handoff POST": async () => {
    const url = `${runtimeBase(a.agentId)}/${mine.conversationId}/handoff`;
    const call = (caller: Caller) => routes.handoff.POST(request(url, caller), { params: conversationParams() });
    const before = await conversationState();
    for (const caller of conversationOutsiders()) await expectStatus(caller, await call(caller), 401);
    expect(await conversationState()).toEqual(before);
    // the visitor gets past the token check: this agent offers no person (403), nothing changes either
    await expectStatus(visitor(), await call(visitor()), 403);
    expect(await conversationState()).toEqual(before);
  },

  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/lead POST": async () => {
    const url = `${runtimeBase(a.agentId)}/${mine.conversationId}/lead`;
    const body = { answers: { name: "Mallory", email: "mallory@example.test" } };
    const call = (caller: Caller) =>
      routes.lead.POST(request(url, caller, json(body)), { params: conversationParams() });
    const before = await conversationState();
    for (const caller of conversationOutsiders()) await expectStatus(caller, await call(caller), 401);
    expect(await conversationState()).toEqual(before);
    // the visitor gets past the token check: this agent has no lead form (400)
    await expectStatus(visitor(), await call(visitor()), 400);
  },

  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages GET": async () => {
    const url = `${runtimeBase(a.agentId)}/${mine.conversationId}/messages`;
    const call = (caller: Caller) =>
      routes.messages.GET(request(url, caller, { method: "GET" }), { params: conversationParams() });
    for (const caller of conversationOutsiders("GET")) await expectStatus(caller, await call(caller), 401);
    for (const caller of [
      visitor(),
      { who: "the agent's own secret", headers: bearer(a.agentSecret) },
      { who: "the workspace's secret", headers: bearer(a.workspaceSecret) },
      { who: "the owner", cookie: a.cookie },
    ]) {
      await expectStatus(caller, await call(caller), 200);
    }
  },

  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages POST": async () => {
    const url = `${runtimeBase(a.agentId)}/${mine.conversationId}/messages`;
    const call = (caller: Caller) =>
      routes.messages.POST(
        request(url, caller, {
          body: JSON.stringify({ text: "Hello, who are you?" }),
          headers: { "content-type": "application/json", accept: "application/json" },
        }),
        { params: conversationParams() },
      );
    const before = await conversationState();
    const calls = modelCalls;
    for (const caller of conversationOutsiders()) await expectStatus(caller, await call(caller), 401);
    expect(await conversationState()).toEqual(before);
    expect(modelCalls, "the model was called for an outsider").toBe(calls);
    await expectStatus(visitor(), await call(visitor()), 200);
    expect((await conversationState()).messages).toBe(before.messages + 2);
  },

  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/stream GET": async () => {
    const messagesUrl = `${runtimeBase(a.agentId)}/${mine.conversationId}/messages`;
    // an answer streamed to the visitor: its events are kept, so the resume has something to send
    const streamed = await routes.messages.POST(
      request(messagesUrl, visitor(), {
        body: JSON.stringify({ text: "Hello again" }),
        headers: { "content-type": "application/json", accept: "text/event-stream" },
      }),
      { params: conversationParams() },
    );
    expect(await streamed.text()).toContain("event: done");
    const url = `${runtimeBase(a.agentId)}/${mine.conversationId}/stream`;
    const call = (caller: Caller) =>
      routes.stream.GET(request(url, caller, { method: "GET" }), { params: conversationParams() });
    for (const caller of conversationOutsiders("GET")) await expectStatus(caller, await call(caller), 401);
    for (const caller of [
      visitor(),
      { who: "the agent's own secret", headers: bearer(a.agentSecret) },
      { who: "the owner", cookie: a.cookie },
    ]) {
      const response = await call(caller);
      expect(response.status, caller.who).toBe(200);
      expect(await response.text(), caller.who).toContain("event: done");
    }
  },

  "api/stripe/webhook POST": async () => {
    const eventId = `evt_route_access_${a.workspaceId}`;
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      type: "customer.created",
      api_version: "2024-06-20",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 0,
      request: null,
      data: {
        object: { id: "cus_route_access", object: "customer", metadata: { workspaceId: a.workspaceId, region: "eu" } },
      },
    });
    const sign = (body: string, secret: string) =>
      deps.billing?.stripe.webhooks.generateTestHeaderString({ payload: body, secret }) ?? "";
    const call = (caller: Caller, body = payload) =>
      routes.stripe.POST(request("/api/stripe/webhook", caller, { body }));
    const tampered = payload.replace('"customer.created"', '"customer.updated"');
    for (const [caller, body] of [
      [{ who: "no signature" }, payload],
      [{ who: "a forged signature", headers: { "stripe-signature": `t=${Date.now()},v1=${"0".repeat(64)}` } }, payload],
      [{ who: "signed with another secret", headers: { "stripe-signature": sign(payload, "whsec_other") } }, payload],
      [
        { who: "a signature over another body", headers: { "stripe-signature": sign(payload, WEBHOOK_SECRET) } },
        tampered,
      ],
      [{ who: "the workspace's secret instead", headers: bearer(a.workspaceSecret) }, payload],
    ] satisfies Array<[Caller, string]>) {
      await expectStatus(caller, await call(caller, body), 400);
    }
    expect(await eu.stripeEvent.count({ where: { id: eventId } }), "an unsigned event was stored").toBe(0);
    const stripe = { who: "Stripe", headers: { "stripe-signature": sign(payload, WEBHOOK_SECRET) } };
    const response = await call(stripe);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await eu.stripeEvent.count({ where: { id: eventId } })).toBe(1);
  },

  "api/stripe/connect/webhook POST": async () => {
    const payload = JSON.stringify({
      id: `evt_route_access_connect_${a.workspaceId}`,
      object: "event",
      type: "customer.created",
      account: "acct_route_access",
      api_version: "2024-06-20",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 0,
      request: null,
      data: { object: { id: "cus_route_access_connect", object: "customer", metadata: {} } },
    });
    const sign = (body: string, secret: string) =>
      deps.billing?.stripe.webhooks.generateTestHeaderString({ payload: body, secret }) ?? "";
    const call = (caller: Caller, body = payload) =>
      routes.connectWebhook.POST(request("/api/stripe/connect/webhook", caller, { body }));
    for (const [caller, body] of [
      [{ who: "no signature" }, payload],
      [{ who: "a forged signature", headers: { "stripe-signature": `t=${Date.now()},v1=${"0".repeat(64)}` } }, payload],
      // the platform endpoint's secret does not sign Connect events
      [
        { who: "signed with the platform's secret", headers: { "stripe-signature": sign(payload, WEBHOOK_SECRET) } },
        payload,
      ],
      [{ who: "the workspace's secret instead", headers: bearer(a.workspaceSecret) }, payload],
    ] satisfies Array<[Caller, string]>) {
      await expectStatus(caller, await call(caller, body), 400);
    }
    const stripe = { who: "Stripe", headers: { "stripe-signature": sign(payload, CONNECT_WEBHOOK_SECRET) } };
    const response = await call(stripe);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
  },

  "api/trpc/[trpc] GET": async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { region: "eu", workspaceId: a.workspaceId } }));
    const call = (caller: Caller) =>
      routes.trpc.GET(request(`/api/trpc/workspace.get?input=${input}`, caller, { method: "GET" }));
    for (const [caller, status] of [
      [{ who: "no credentials" }, 401],
      [{ who: "a forged bearer secret", headers: bearer(FORGED_SECRET) }, 401],
      // an unknown bearer is no actor: the owner's cookie beside it does not count
      [{ who: "a forged bearer beside the owner's cookie", cookie: a.cookie, headers: bearer(FORGED_SECRET) }, 401],
      [{ who: "another workspace's secret", headers: bearer(b.workspaceSecret) }, 403],
      [{ who: "another agent's secret", headers: bearer(b.agentSecret) }, 403],
      [{ who: "a member of another workspace", cookie: b.cookie }, 403],
      [{ who: "the owner's cookie after sign-out", cookie: signedOutCookie }, 401],
      [{ who: "a removed member", cookie: removedMemberCookie }, 403],
    ] satisfies Array<[Caller, number]>) {
      await expectStatus(caller, await call(caller), status);
    }
    for (const caller of [
      { who: "the owner", cookie: a.cookie },
      { who: "the workspace's secret", headers: bearer(a.workspaceSecret) },
    ]) {
      await expectStatus(caller, await call(caller), 200);
    }
  },

  "api/trpc/[trpc] POST": async () => {
    const body = JSON.stringify({ json: { region: "eu", workspaceId: a.workspaceId, workspaceName: "Taken over" } });
    const call = (caller: Caller) =>
      routes.trpc.POST(
        request("/api/trpc/workspace.update", caller, { body, headers: { "content-type": "application/json" } }),
      );
    const name = async () =>
      (await eu.workspace.findUniqueOrThrow({ where: { id: a.workspaceId }, select: { workspaceName: true } }))
        .workspaceName;
    const before = await name();
    for (const [caller, status] of [
      [{ who: "no credentials" }, 401],
      [{ who: "a forged bearer beside the owner's cookie", cookie: a.cookie, headers: bearer(FORGED_SECRET) }, 401],
      [{ who: "another workspace's secret", headers: bearer(b.workspaceSecret) }, 403],
      [{ who: "another agent's secret", headers: bearer(b.agentSecret) }, 403],
      [{ who: "a member of another workspace", cookie: b.cookie }, 403],
      [{ who: "the workspace's own agent's secret (owner-only call)", headers: bearer(a.agentSecret) }, 403],
      ...cookieOutsiders({ noSession: 401, removedMember: 403, crossSiteForm: 415 }),
    ] satisfies Array<[Caller, number]>) {
      await expectStatus(caller, await call(caller), status);
    }
    expect(await name()).toBe(before);
    const owner = { who: "the owner on a dashboard page", cookie: a.cookie };
    await expectStatus(owner, await call(owner), 200);
    expect(await name()).toBe("Taken over");
    // a script with the workspace secret sends no Origin (nor a cookie): a bearer call needs none
    const script = { who: "the workspace's secret from a script (no Origin)", headers: bearer(a.workspaceSecret) };
    await eu.workspace.update({ where: { id: a.workspaceId }, data: { workspaceName: before } });
    await expectStatus(script, await call(script), 200);
    expect(await name()).toBe("Taken over");
  },

  "api/notifications/stream GET": async () => {
    const open = (caller: Caller, workspaceId = a.workspaceId) => {
      const controller = new AbortController();
      const url = `/api/notifications/stream?region=eu&workspaceId=${workspaceId}`;
      const sent = request(url, caller, { method: "GET" });
      return {
        response: routes.notifications.GET(new Request(sent, { signal: controller.signal })),
        close: () => controller.abort(),
      };
    };
    for (const [caller, status] of [
      [{ who: "no credentials" }, 401],
      [{ who: "the workspace's secret (not a session)", headers: bearer(a.workspaceSecret) }, 401],
      [{ who: "the owner's cookie after sign-out", cookie: signedOutCookie }, 401],
      [{ who: "another workspace's owner", cookie: b.cookie }, 403],
      [{ who: "a removed member", cookie: removedMemberCookie }, 403],
    ] satisfies Array<[Caller, number]>) {
      const stream = open(caller);
      await expectStatus(caller, await stream.response, status);
      stream.close();
    }
    const own = open({ who: "the owner", cookie: a.cookie });
    const response = await own.response;
    // (the stream stays open: its status and type only)
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    own.close();
  },
  "api/upload POST": async () => {
    const form = (purpose?: "knowledge") => {
      const data = new FormData();
      data.set("file", new File(["Opening hours: 9 to 5."], "notes.txt", { type: "text/plain" }));
      if (purpose) {
        data.set("purpose", purpose);
        data.set("region", "eu");
        data.set("agentId", a.agentId);
      }
      return data;
    };
    // as a browser sends it: the encoded multipart body with its type and length
    const multipart = async (data: FormData) => {
      const encoded = new Response(data);
      const body = new Uint8Array(await encoded.arrayBuffer());
      const headers = {
        "content-type": encoded.headers.get("content-type") ?? "",
        "content-length": String(body.byteLength),
      };
      return { body, headers };
    };
    const image = async (caller: Caller) => routes.upload.POST(request("/api/upload", caller, await multipart(form())));
    const knowledge = async (caller: Caller) =>
      routes.upload.POST(request("/api/upload?purpose=knowledge", caller, await multipart(form("knowledge"))));
    const before = await filesUnder(uploadsDir);
    for (const caller of [
      { who: "no credentials" },
      { who: "the workspace's secret (not a session)", headers: bearer(a.workspaceSecret) },
      { who: "the agent's secret (not a session)", headers: bearer(a.agentSecret) },
    ] satisfies Caller[]) {
      await expectStatus(caller, await image(caller), 401);
      await expectStatus(caller, await knowledge(caller), 401);
    }
    const outsider = { who: "a member of another workspace", cookie: b.cookie };
    await expectStatus(outsider, await knowledge(outsider), 404);
    for (const [caller, status] of cookieOutsiders({ noSession: 401, removedMember: 404 })) {
      await expectStatus(caller, await knowledge(caller), status);
    }
    expect(await filesUnder(uploadsDir), "an outsider's upload was stored").toEqual(before);
    const owner = { who: "the owner", cookie: a.cookie };
    await expectStatus(owner, await knowledge(owner), 201);
    expect(
      (await filesUnder(uploadsDir)).filter((file) => file.startsWith(`knowledge/${a.workspaceId}/`)),
    ).toHaveLength(1);
  },

  "api/v2/agents/[agentId] POST": async () => {
    const call = (caller: Caller) =>
      routes.agents.POST(request(`/api/v2/agents/${a.agentId}`, caller, json({ description: "Taken over" })), {
        params: Promise.resolve({ agentId: a.agentId }),
      });
    const agentRow = () => eu.agent.findUniqueOrThrow({ where: { id: a.agentId } });
    const before = await agentRow();
    for (const [caller, status] of [
      [{ who: "no credentials" }, 401],
      [{ who: "a forged bearer secret", headers: bearer(FORGED_SECRET) }, 401],
      [{ who: "a forged bearer beside the owner's cookie", cookie: a.cookie, headers: bearer(FORGED_SECRET) }, 401],
      [{ who: "another workspace's secret", headers: bearer(b.workspaceSecret) }, 404],
      [{ who: "another agent's secret", headers: bearer(b.agentSecret) }, 404],
      [{ who: "a member of another workspace", cookie: b.cookie }, 401],
      // bearer only: the owner's own cookie, even from a dashboard page, is not a credential here
      [{ who: "the owner's cookie", cookie: a.cookie }, 401],
      ...cookieOutsiders({ noSession: 401, removedMember: 401 }),
    ] satisfies Array<[Caller, number]>) {
      await expectStatus(caller, await call(caller), status);
    }
    expect(await agentRow(), "an outsider changed the agent").toEqual(before);
    const insider = { who: "the agent's own secret", headers: bearer(a.agentSecret) };
    await expectStatus(insider, await call(insider), 200);
    expect(await agentRow()).not.toEqual(before);
  },

  "api/v2/workspace/[workspaceId]/logs POST": async () => {
    const call = (caller: Caller) =>
      routes.logs.POST(
        request(`/api/v2/workspace/${a.workspaceId}/logs`, caller, json({ type: "info", content: "Injected" })),
        { params: Promise.resolve({ workspaceId: a.workspaceId }) },
      );
    const logs = () => eu.workspaceLog.count({ where: { workspaceId: a.workspaceId } });
    for (const [caller, status] of [
      [{ who: "no credentials" }, 401],
      [{ who: "a forged bearer secret", headers: bearer(FORGED_SECRET) }, 401],
      [{ who: "the owner's session without the secret", cookie: a.cookie }, 401],
      [{ who: "the workspace's agent's secret", headers: bearer(a.agentSecret) }, 401],
      [{ who: "another workspace's secret", headers: bearer(b.workspaceSecret) }, 403],
    ] satisfies Array<[Caller, number]>) {
      await expectStatus(caller, await call(caller), status);
    }
    expect(await logs(), "an outsider wrote a log entry").toBe(0);
    const owner = { who: "the workspace's secret", headers: bearer(a.workspaceSecret) };
    await expectStatus(owner, await call(owner), 200);
    expect(await logs()).toBe(1);
  },

  "api/session/end GET": async () => {
    const cleared = (response: Response) =>
      response.headers.getSetCookie().filter((cookie) => cookie.includes("session-token=;")).length;
    const fromSite = (site: string) =>
      routes.sessionEnd.GET(
        request("/api/session/end", { who: site }, { method: "GET", headers: { "sec-fetch-site": site } }),
      );
    const link = await fromSite("cross-site");
    expect(link.status, "a link from another site").toBe(307);
    expect(cleared(link), "a link from another site signs no one out").toBe(0);
    const own = await fromSite("same-origin");
    expect(own.status).toBe(307);
    expect(cleared(own), "the app's own redirect ends the session").toBe(2);
  },

  "uploads/[...path] GET": async () => {
    const bytes = new TextEncoder().encode("Private pricing sheet");
    const privatePath = `knowledge/${a.workspaceId}/route-access.txt`;
    await storage.put(privatePath, bytes, "text/plain");
    await storage.put(`users/${b.session.userId}/route-access.txt`, bytes, "text/plain");
    const get = (segments: string[], caller: Caller = { who: "anyone" }) =>
      routes.files.GET(request(`/uploads/${segments.join("/")}`, caller, { method: "GET" }), {
        params: Promise.resolve({ path: segments }),
      });
    for (const [who, segments] of [
      ["the document's path", privatePath.split("/")],
      ["a path through ..", ["users", b.session.userId, "..", "..", ...privatePath.split("/")]],
      ["a path with the folders joined", [`users/../${privatePath}`]],
      // /uploads/knowledge%2F{ws}%2F{file}: one segment holding the whole path
      ["the document's path as one encoded segment", [privatePath]],
      ["the document's path in other letter case", ["Knowledge", a.workspaceId, "route-access.txt"]],
    ] satisfies Array<[string, string[]]>) {
      await expectStatus({ who }, await get(segments), 404);
    }
    const owner = { who: "the owner (a session changes nothing)", cookie: a.cookie };
    await expectStatus(owner, await get(privatePath.split("/"), owner), 404);
    await expectStatus({ who: "a public upload" }, await get(["users", b.session.userId, "route-access.txt"]), 200);
  },
};

describe("route access matrix", () => {
  it("lists every route.ts under src/app with the methods it exports, and nothing else", async () => {
    const routeFiles = (await filesUnder(APP_DIR)).filter((file) => file === "route.ts" || file.endsWith("/route.ts"));
    const onDisk = routeFiles.map((file) => path.posix.dirname(file)).sort();
    expect(onDisk.length).toBeGreaterThan(0);
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(onDisk);
    for (const route of onDisk) {
      const source = await readFile(path.join(APP_DIR, route, "route.ts"), "utf8");
      const listed = Object.keys(ROUTE_ACCESS[route]?.methods ?? {}).sort();
      expect(listed, `${route}: the methods of route.ts`).toEqual(exportedMethods(source));
    }
  });

  it("has an outsider check for every method that is not plainly public", () => {
    const restricted = Object.entries(ROUTE_ACCESS).flatMap(([route, entry]) =>
      Object.entries(entry.methods)
        .filter(([, rule]) => rule.access !== "public" || rule.limits !== undefined)
        .map(([method]) => `${route} ${method}`),
    );
    expect(Object.keys(CHECKS).sort()).toEqual(restricted.sort());
  });

  for (const [name, check] of Object.entries(CHECKS)) {
    it(`${name} refuses outsiders`, check);
  }
});

/** A route handler as Next calls it. */
const isHandler = (value: unknown): value is (request: Request, context: unknown) => Response | Promise<Response> =>
  typeof value === "function";

describe("runtime routes and the methods they do not take", () => {
  it("answer 405 with a JSON error, an Allow header naming the methods they take, and the CORS headers", async () => {
    const modules: Record<string, Record<string, unknown>> = {
      "api/runtime/[region]/agents/[agentId]/conversations": routes.conversations,
      "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/handoff": routes.handoff,
      "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/lead": routes.lead,
      "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages": routes.messages,
      "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/stream": routes.stream,
    };
    const runtimeRoutes = Object.keys(ROUTE_ACCESS).filter((route) => route.startsWith("api/runtime/"));
    expect(runtimeRoutes.sort()).toEqual(Object.keys(modules).sort());
    for (const route of runtimeRoutes) {
      const methods = ROUTE_ACCESS[route]?.methods ?? {};
      const taken = HTTP_METHODS.filter((method) => methods[method] !== undefined && methods[method] !== NOT_ALLOWED);
      const refused = HTTP_METHODS.filter((method) => methods[method] === NOT_ALLOWED);
      // Next answers HEAD with GET when a route has GET and no HEAD of its own
      const allow = HTTP_METHODS.filter(
        (method) => taken.includes(method) || (method === "HEAD" && taken.includes("GET") && !refused.includes("HEAD")),
      );
      expect([...allow, ...refused].sort(), `${route}: every method is taken or refused`).toEqual(
        [...HTTP_METHODS].sort(),
      );
      for (const method of refused) {
        const handler = modules[route]?.[method];
        if (!isHandler(handler)) throw new Error(`${route} exports no ${method}`);
        const response = await handler(request(`/${route}`, { who: "anyone" }, { method }), {
          params: conversationParams(),
        });
        const label = `${route} ${method}`;
        expect(response.status, label).toBe(405);
        expect(response.headers.get("access-control-allow-origin"), label).toBe("*");
        expect(response.headers.get("content-type"), label).toContain("application/json");
        expect(response.headers.get("allow")?.split(", ").sort(), label).toEqual([...allow].sort());
        const body: unknown = await response.json();
        expect(body, label).toMatchObject({
          success: false,
          error: expect.stringContaining(`${method} is not allowed`),
        });
      }
    }
  });
});
