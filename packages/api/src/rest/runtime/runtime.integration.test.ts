import {
  createOpenAiCompatibleProvider,
  createOfflineProvider,
  OFFLINE_REPLIES,
  type ModelProvider,
} from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import {
  asUser,
  callerFor,
  createTestDeps,
  STAND_IN_REPLY,
  startModelStandIn,
  type ModelStandIn,
} from "@parlo/testing";
import {
  RUNTIME_MESSAGES,
  ZListMessagesOutput,
  ZSendMessageOutput,
  ZStartConversationOutput,
  type TStartConversationOutput,
} from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleListMessages, handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let standIn: ModelStandIn;
let model: ModelProvider;

beforeAll(async () => {
  standIn = await startModelStandIn();
  model = createOpenAiCompatibleProvider({ baseUrl: standIn.baseUrl, defaultModel: "gpt-4o-mini" });
});
afterAll(async () => {
  await standIn.stop();
  await deps.db.disconnect();
});

let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

async function agentWithCredits(credits: number, settings: Record<string, unknown> = {}) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Front desk",
    templateKey: "customer-support",
  });
  if (Object.keys(settings).length) await api.agent.update({ region: "eu", agentId: agent.ID, settings });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(credits) } });
  return { user, api, agentId: agent.ID };
}

function base(agentId: string) {
  return `http://localhost/api/runtime/eu/agents/${agentId}`;
}

async function start(agentId: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await handleStartConversation({
    request: new Request(`${base(agentId)}/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp: nextIp(),
  });
  return response;
}

async function started(agentId: string): Promise<TStartConversationOutput> {
  const response = await start(agentId);
  expect(response.status).toBe(200);
  return ZStartConversationOutput.parse(await response.json());
}

function send(
  agentId: string,
  conversation: { conversationId: string; visitorToken?: string },
  text: string,
  options: { json?: boolean; provider?: ModelProvider; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  if (conversation.visitorToken) headers["x-visitor-token"] = conversation.visitorToken;
  headers.accept = options.json ? "application/json" : "text/event-stream";
  return handleSendMessage({
    request: new Request(`${base(agentId)}/conversations/${conversation.conversationId}/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({ text }),
    }),
    region: "eu",
    agentId,
    conversationId: conversation.conversationId,
    deps,
    session: null,
    clientIp: nextIp(),
    provider: options.provider ?? model,
  });
}

/** The server-sent events of a response, in order. */
async function events(response: Response): Promise<Array<{ event: string; data: unknown }>> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
      const data: unknown = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null");
      return { event, data };
    });
}

describe("runtime: conversations", () => {
  it("starts with the agent's greeting, streams the model's answer and charges its credits exactly", async () => {
    const { user, agentId } = await agentWithCredits(100);
    const conversation = await started(agentId);
    expect(conversation.messages.length).toBeGreaterThan(0);
    expect(conversation.messages.every((m) => m.role === "assistant")).toBe(true);
    expect(conversation.agent.title).toBe("Front desk");

    const response = await send(agentId, conversation, "When are you open?");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const stream = await events(response);
    expect(stream[0]?.event).toBe("message");
    const tokens = stream.filter((e) => e.event === "token");
    expect(tokens.length).toBeGreaterThan(3);
    const done = ZSendMessageOutput.parse(stream.at(-1)?.data);
    expect(stream.at(-1)?.event).toBe("done");
    expect(done.answer?.content).toBe(STAND_IN_REPLY);
    // 1 credit per answer + 0.5 per 1000 tokens (120 + 30 reported by the model)
    expect(done.meta).toMatchObject({ offline: false, tokensIn: 120, tokensOut: 30, credits: "1.075" });

    const workspace = await eu.workspace.findUniqueOrThrow({ where: { id: user.id } });
    expect(workspace.loadTokens.toString()).toBe("98.925");
    const ledger = await eu.creditLedgerEntry.findMany({ where: { workspaceId: user.id } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ direction: "decrease", causedBy: "agent", agentId });
    expect(ledger[0]?.amount.toString()).toBe("1.075");

    // the system prompt is the template's prompt steps, the chat is the greeting and the question
    const sent = standIn.requests.at(-1);
    expect(sent?.messages[0]?.role).toBe("system");
    expect(sent?.messages.at(-1)).toEqual({ role: "user", content: "When are you open?" });

    const list = await handleListMessages({
      request: new Request(`${base(agentId)}/conversations/${conversation.conversationId}/messages`, {
        headers: { "x-visitor-token": conversation.visitorToken },
      }),
      region: "eu",
      agentId,
      conversationId: conversation.conversationId,
      deps,
      session: null,
      clientIp: nextIp(),
    });
    const { messages } = ZListMessagesOutput.parse(await list.json());
    expect(messages.map((m) => m.role).slice(-2)).toEqual(["user", "assistant"]);
  });

  it("answers offline honestly, says so in the metadata, and charges nothing", async () => {
    const { agentId } = await agentWithCredits(5);
    const conversation = await started(agentId);
    const response = await send(agentId, conversation, "Hello!", { json: true, provider: createOfflineProvider() });
    const output = ZSendMessageOutput.parse(await response.json());
    expect(output.answer?.content).toBe(OFFLINE_REPLIES.greeting);
    expect(output.meta).toMatchObject({ model: "offline", offline: true, credits: "0" });
  });

  it("keeps conversations to their visitor: a wrong token or another agent's secret is refused", async () => {
    const { agentId } = await agentWithCredits(5);
    const conversation = await started(agentId);
    const wrong = await send(agentId, { ...conversation, visitorToken: "not-the-token" }, "hi", { json: true });
    expect(wrong.status).toBe(401);
    const other = await agentWithCredits(5);
    const { SECRET_API_KEY } = await other.api.agent.secret({ region: "eu", agentId: other.agentId });
    const foreign = await send(agentId, { conversationId: conversation.conversationId }, "hi", {
      json: true,
      headers: { authorization: `Bearer ${SECRET_API_KEY}` },
    });
    expect(foreign.status).toBe(401);
    const mine = await agentWithCredits(5);
    const own = await mine.api.agent.secret({ region: "eu", agentId: mine.agentId });
    const ownConversation = await started(mine.agentId);
    const bySecret = await send(mine.agentId, { conversationId: ownConversation.conversationId }, "hi", {
      json: true,
      headers: { authorization: `Bearer ${own.SECRET_API_KEY}` },
    });
    expect(bySecret.status).toBe(200);
  });

  it("keeps the visitor's country from the edge's headers only when the agent has geo analytics on", async () => {
    const geoHeaders = { "cf-ipcountry": "de", "x-geo-city": "Berlin" };
    const on = await agentWithCredits(5, { enableGeoAnalytics: true });
    const withGeo = ZStartConversationOutput.parse(await (await start(on.agentId, {}, geoHeaders)).json());
    const stored = await eu.conversation.findUniqueOrThrow({ where: { id: withGeo.conversationId } });
    expect(stored.geo).toEqual({ country: "DE", city: "Berlin" });

    const off = await agentWithCredits(5, { enableGeoAnalytics: false });
    const withoutGeo = ZStartConversationOutput.parse(await (await start(off.agentId, {}, geoHeaders)).json());
    const kept = await eu.conversation.findUniqueOrThrow({ where: { id: withoutGeo.conversationId } });
    expect(kept.geo).toBeNull();
  });

  it("refuses the test channel (the draft) to outsiders", async () => {
    const { agentId } = await agentWithCredits(5);
    expect((await start(agentId, { channel: "test" })).status).toBe(401);
  });
});

describe("runtime: limits", () => {
  it("answers 402 with the out-of-credits message at zero credits, storing nothing", async () => {
    const { agentId } = await agentWithCredits(0);
    const conversation = await started(agentId);
    const response = await send(agentId, conversation, "Hi");
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.outOfCredits });
    expect(
      await eu.conversationMessage.count({ where: { conversationId: conversation.conversationId, role: "user" } }),
    ).toBe(0);
  });

  it("stops an org's agent when the org's credits run out, while another org's agent goes on", async () => {
    const { api, user, agentId: first } = await agentWithCredits(100);
    const second = await api.agent.create({
      region: "eu",
      workspaceId: user.id,
      title: "Night desk",
      templateKey: "customer-support",
    });
    await api.agent.publish({ region: "eu", agentId: second.ID });
    const scope = { region: "eu" as const, workspaceId: user.id };
    const { org: empty } = await api.clients.createOrg({ ...scope, name: "Empty", widgetIDs: [first] });
    const { org: funded } = await api.clients.createOrg({ ...scope, name: "Funded", widgetIDs: [second.ID] });
    await api.clients.transferCredits({ ...scope, orgId: funded.id, direction: "toOrg", amount: 10 });

    const refused = await send(first, await started(first), "Hi", { json: true });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.outOfCredits });
    const answered = await send(second.ID, await started(second.ID), "Hi", { json: true });
    expect(answered.status).toBe(200);
    // the org paid, not the workspace
    const orgAfter = (await eu.org.findUniqueOrThrow({ where: { id: funded.id } })).loadTokens;
    expect(orgAfter.lt(10)).toBe(true);
    expect((await eu.workspace.findUniqueOrThrow({ where: { id: user.id } })).loadTokens.toString()).toBe("90");
    expect((await eu.org.findUniqueOrThrow({ where: { id: empty.id } })).loadTokens.toString()).toBe("0");
  });

  it("stops a conversation at messagesLimit", async () => {
    const { agentId } = await agentWithCredits(50, { messagesLimit: 2 });
    const conversation = await started(agentId);
    for (const text of ["one", "two"])
      expect((await send(agentId, conversation, text, { json: true })).status).toBe(200);
    const third = await send(agentId, conversation, "three", { json: true });
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.messagesLimit });
  });

  it("limits a visitor to 20 messages a minute", async () => {
    const { agentId } = await agentWithCredits(100);
    const conversation = await started(agentId);
    const offline = createOfflineProvider();
    for (let i = 0; i < 20; i++) {
      expect((await send(agentId, conversation, `m${i}`, { json: true, provider: offline })).status).toBe(200);
    }
    const over = await send(agentId, conversation, "too many", { json: true, provider: offline });
    expect(over.status).toBe(429);
  });

  it("reports a failing model as 502 and keeps the visitor's message", async () => {
    const failing = await startModelStandIn({ status: 500 });
    try {
      const { agentId } = await agentWithCredits(10);
      const conversation = await started(agentId);
      const provider = createOpenAiCompatibleProvider({ baseUrl: failing.baseUrl, defaultModel: "m" });
      const response = await send(agentId, conversation, "Hi", { json: true, provider });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.modelFailed });
      const streamed = await events(await send(agentId, conversation, "Hi again", { provider }));
      expect(streamed.map((e) => e.event)).toEqual(["message", "error"]);
      expect(
        await eu.conversationMessage.count({ where: { conversationId: conversation.conversationId, role: "user" } }),
      ).toBe(2);
    } finally {
      await failing.stop();
    }
  });
});

describe("runtime: credits under concurrency", () => {
  it("50 concurrent conversations: every answer charged once, balance = start - sum(ledger)", async () => {
    const { user, agentId } = await agentWithCredits(1000);
    const conversations = await Promise.all(Array.from({ length: 50 }, () => started(agentId)));
    const responses = await Promise.all(
      conversations.map((conversation, i) => send(agentId, conversation, `Question ${i}`, { json: true })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const ledger = await eu.creditLedgerEntry.findMany({ where: { workspaceId: user.id } });
    expect(ledger).toHaveLength(50);
    const spent = ledger.reduce((sum, entry) => sum.plus(entry.amount), new Prisma.Decimal(0));
    const workspace = await eu.workspace.findUniqueOrThrow({ where: { id: user.id } });
    expect(workspace.loadTokens.toString()).toBe(new Prisma.Decimal(1000).minus(spent).toString());
    expect(spent.toString()).toBe("53.75");
    const answers = await eu.conversationMessage.count({
      where: { conversation: { agentId }, role: "assistant", model: { not: null } },
    });
    expect(answers).toBe(50);
  });

  it("running dry mid-burst: every answer served is paid in full (the rest is debt), then turns are refused", async () => {
    const { user, agentId } = await agentWithCredits(1.5);
    const conversations = await Promise.all(Array.from({ length: 3 }, () => started(agentId)));
    const responses = await Promise.all(conversations.map((c) => send(agentId, c, "Hi", { json: true })));
    const served = responses.filter((r) => r.status === 200).length;
    expect(served).toBeGreaterThan(0);
    const workspace = await eu.workspace.findUniqueOrThrow({ where: { id: user.id } });
    const ledger = await eu.creditLedgerEntry.findMany({ where: { workspaceId: user.id } });
    // one entry per answer served, none of them free
    expect(ledger).toHaveLength(served);
    for (const entry of ledger) expect(entry.amount.gte(1)).toBe(true);
    const spent = ledger.reduce((sum, entry) => sum.plus(entry.amount), new Prisma.Decimal(0));
    expect(spent.plus(workspace.loadTokens).toString()).toBe("1.5");
    // with nothing left (or owed), the next turn is refused before the model is asked
    const [again] = conversations;
    if (!again) throw new Error("no conversation");
    if (workspace.loadTokens.gt(0)) await send(agentId, again, "Again", { json: true });
    const refused = await send(agentId, again, "Once more", { json: true });
    expect(refused.status).toBe(402);
    const first = ledger[0];
    if (!first) throw new Error("no ledger entry");
    await expect(eu.creditLedgerEntry.update({ where: { id: first.id }, data: { amount: 0 } })).rejects.toThrow(
      /append-only/,
    );
  });
});
