import { createOfflineProvider, sendMessage, startConversation } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal, scriptedModelProvider } from "@parlo/testing";
import { CONVERSATION_MESSAGES, type TRuntimeChannel } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

const scripted = scriptedModelProvider(() => 'Sure, "quoted", and, commas');

async function ownerWithAgent(title = "Front desk") {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({ region: "eu", workspaceId: user.id, title });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(100) } });
  return { user, api, agentId: agent.ID, scope: { region: "eu" as const, agentId: agent.ID } };
}

async function chat(agentId: string, channel: TRuntimeChannel, ...texts: string[]) {
  const started = await startConversation({ db: deps.db, region: "eu", agentId, channel });
  for (const text of texts) {
    await sendMessage({
      db: deps.db,
      region: "eu",
      agentId,
      conversationId: started.conversationId,
      access: { kind: "visitor", token: started.visitorToken },
      text,
      provider: channel === "api" ? createOfflineProvider() : scripted,
    });
  }
  return started;
}

describe("conversation router", () => {
  let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
  let first: Awaited<ReturnType<typeof chat>>;
  let second: Awaited<ReturnType<typeof chat>>;
  let third: Awaited<ReturnType<typeof chat>>;
  let hidden: Awaited<ReturnType<typeof chat>>;

  beforeAll(async () => {
    owner = await ownerWithAgent('Support "Bot", EU');
    first = await chat(owner.agentId, "widget", "Where is my ORDER 42?", "Thanks");
    second = await chat(owner.agentId, "share", "Do you ship to Norway?");
    third = await chat(owner.agentId, "api", "hello there");
    await owner.api.agent.update({ ...owner.scope, settings: { recordChatHistory: false } });
    await owner.api.agent.publish(owner.scope);
    hidden = await chat(owner.agentId, "widget", "Where is my order 99?");
  });

  it("lists recorded conversations newest first with rows for the list", async () => {
    const { items, nextCursor } = await owner.api.conversation.list(owner.scope);
    expect(items.map((c) => c.id)).toEqual([third.conversationId, second.conversationId, first.conversationId]);
    expect(nextCursor).toBeNull();
    const row = items[2];
    expect(row).toMatchObject({
      channel: "widget",
      status: "ai",
      visitorId: first.visitorId,
      preview: "Where is my ORDER 42?",
    });
    // greeting + 2 x (question, answer)
    expect(row?.messageCount).toBe(first.messages.length + 4);
    expect(Date.parse(row?.lastMessageAt ?? "")).toBeGreaterThanOrEqual(Date.parse(row?.createdAt ?? ""));
  });

  it("hides unrecorded conversations everywhere", async () => {
    const { items } = await owner.api.conversation.list({ ...owner.scope, filters: { search: "order" } });
    expect(items.map((c) => c.id)).toEqual([first.conversationId]);
    expect(await owner.api.conversation.get({ ...owner.scope, conversationId: hidden.conversationId })).toBeNull();
    const exported = await owner.api.conversation.export({ ...owner.scope, format: "json" });
    expect(exported.content).not.toContain(hidden.conversationId);
    expect(exported.conversations).toBe(3);
  });

  it("pages with a cursor without gaps or repeats", async () => {
    const page1 = await owner.api.conversation.list({ ...owner.scope, limit: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await owner.api.conversation.list({ ...owner.scope, limit: 2, cursor: page1.nextCursor });
    expect(page2.nextCursor).toBeNull();
    expect([...page1.items, ...page2.items].map((c) => c.id)).toEqual([
      third.conversationId,
      second.conversationId,
      first.conversationId,
    ]);
  });

  it("searches message text case-insensitively and filters by channel, status and dates", async () => {
    const search = (text: string) => owner.api.conversation.list({ ...owner.scope, filters: { search: text } });
    expect((await search("norway")).items.map((c) => c.id)).toEqual([second.conversationId]);
    // the answers are searched too
    expect((await search('"QUOTED"')).items).toHaveLength(2);
    expect((await search(first.visitorId)).items.map((c) => c.id)).toEqual([first.conversationId]);
    expect((await search("nothing like this")).items).toEqual([]);

    const channel = await owner.api.conversation.list({ ...owner.scope, filters: { channel: "share" } });
    expect(channel.items.map((c) => c.id)).toEqual([second.conversationId]);

    await eu.conversation.update({ where: { id: second.conversationId }, data: { status: "human" } });
    const human = await owner.api.conversation.list({ ...owner.scope, filters: { status: "human" } });
    expect(human.items.map((c) => c.id)).toEqual([second.conversationId]);
    const ai = await owner.api.conversation.list({ ...owner.scope, filters: { status: "ai" } });
    expect(ai.items.map((c) => c.id)).toEqual([third.conversationId, first.conversationId]);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await owner.api.conversation.list({ ...owner.scope, filters: { from: future } })).items).toEqual([]);
    expect((await owner.api.conversation.list({ ...owner.scope, filters: { to: past } })).items).toEqual([]);
    expect(
      (await owner.api.conversation.list({ ...owner.scope, filters: { from: past, to: future } })).items,
    ).toHaveLength(3);
    await expect(owner.api.conversation.list({ ...owner.scope, filters: { from: future, to: past } })).rejects.toThrow(
      CONVERSATION_MESSAGES.badDateRange,
    );
  });

  it("moves a conversation to the top when a new message arrives", async () => {
    await sendMessage({
      db: deps.db,
      region: "eu",
      agentId: owner.agentId,
      conversationId: first.conversationId,
      access: { kind: "trusted" },
      text: "One more thing",
      provider: scripted,
    });
    const { items } = await owner.api.conversation.list(owner.scope);
    expect(items[0]?.id).toBe(first.conversationId);
    const messages = (await owner.api.conversation.get({ ...owner.scope, conversationId: first.conversationId }))
      ?.messages;
    expect(messages?.at(-2)).toMatchObject({ role: "user", content: "One more thing" });
    expect(messages?.at(-1)).toMatchObject({ role: "assistant", model: "scripted" });
  });

  it("gets one conversation's messages oldest first", async () => {
    const got = await owner.api.conversation.get({ ...owner.scope, conversationId: third.conversationId });
    const messages = got?.messages ?? [];
    expect(got?.conversation).toMatchObject({ id: third.conversationId, channel: "api", preview: "hello there" });
    expect(messages.map((m) => m.role)).toEqual([...third.messages.map(() => "assistant"), "user", "assistant"]);
    expect(messages.at(-1)?.model).toBe("offline");
  });

  it("exports CSV with proper quoting and JSON, for all or one conversation", async () => {
    const csv = await owner.api.conversation.export({ ...owner.scope, format: "csv" });
    expect(csv.fileName).toBe("support-bot-eu-conversations.csv");
    expect(csv.contentType).toContain("text/csv");
    const lines = csv.content.split("\r\n");
    expect(lines[0]).toBe(
      "conversation_id,channel,status,visitor_id,conversation_started_at,message_id,role,content,model,created_at,sources",
    );
    expect(csv.content).toContain(',assistant,"Sure, ""quoted"", and, commas",scripted,');
    expect(csv.content).not.toContain(hidden.conversationId);

    const one = await owner.api.conversation.export({
      ...owner.scope,
      format: "json",
      conversationId: second.conversationId,
    });
    expect(one.fileName).toBe("support-bot-eu-conversations.json");
    const parsed: unknown = JSON.parse(one.content);
    expect(parsed).toMatchObject({ agentId: owner.agentId, conversations: [{ id: second.conversationId }] });
    expect(parsed).toHaveProperty("conversations.0.messages.1.content", "Do you ship to Norway?");

    const filtered = await owner.api.conversation.export({
      ...owner.scope,
      format: "csv",
      filters: { channel: "api" },
    });
    expect(filtered.conversations).toBe(1);
    const error = await refusal(
      owner.api.conversation.export({ ...owner.scope, format: "csv", conversationId: hidden.conversationId }),
    );
    expect(error.code).toBe("NOT_FOUND");
  });

  it("refuses another workspace's member and keeps agents apart", async () => {
    const stranger = await ownerWithAgent("Other");
    for (const call of [
      stranger.api.conversation.list(owner.scope),
      stranger.api.conversation.get({ ...owner.scope, conversationId: first.conversationId }),
      stranger.api.conversation.export({ ...owner.scope, format: "csv" }),
    ]) {
      expect((await refusal(call)).code).toBe("NOT_FOUND");
    }
    // the stranger's own agent does not reveal the owner's conversation either
    expect(await stranger.api.conversation.get({ ...stranger.scope, conversationId: first.conversationId })).toBeNull();
    expect((await stranger.api.conversation.list(stranger.scope)).items).toEqual([]);
  });
});
