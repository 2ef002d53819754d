import {
  createEmbedder,
  createEmbeddingsClient,
  createOfflineProvider,
  createOpenAiCompatibleProvider,
  KNOWLEDGE_INSTRUCTIONS,
  OFFLINE_REPLIES,
  type EmbeddingsClient,
  type ModelProvider,
} from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import {
  asUser,
  callerFor,
  createTestDeps,
  insertTestKnowledge,
  OUTDOOR_SHOP_KNOWLEDGE,
  startEmbeddingsStandIn,
  startModelStandIn,
  type EmbeddingsStandIn,
  type ModelStandIn,
} from "@parlo/testing";
import {
  ZListMessagesOutput,
  ZSendMessageOutput,
  ZStartConversationOutput,
  type TStartConversationOutput,
} from "@parlo/validators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleListMessages, handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let standIn: ModelStandIn;
let model: ModelProvider;
let embeddings: EmbeddingsStandIn;

beforeAll(async () => {
  standIn = await startModelStandIn();
  model = createOpenAiCompatibleProvider({ baseUrl: standIn.baseUrl, defaultModel: "gpt-4o-mini" });
  embeddings = await startEmbeddingsStandIn();
});
afterAll(async () => {
  await standIn.stop();
  await embeddings.stop();
  await deps.db.disconnect();
});
beforeEach(() => {
  standIn.requests.length = 0;
});

let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

async function shopAgentWithOwner(settings: Record<string, unknown> = {}, knowledge = true) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Hilltop helper",
    templateKey: "customer-support",
  });
  if (Object.keys(settings).length) await api.agent.update({ region: "eu", agentId: agent.ID, settings });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(100) } });
  if (knowledge) await insertTestKnowledge(eu, { id: agent.ID, ownerId: user.id }, OUTDOOR_SHOP_KNOWLEDGE);
  return { agentId: agent.ID, api };
}

async function shopAgent(settings: Record<string, unknown> = {}, knowledge = true) {
  return (await shopAgentWithOwner(settings, knowledge)).agentId;
}

async function started(agentId: string): Promise<TStartConversationOutput> {
  const response = await handleStartConversation({
    request: new Request(`http://localhost/api/runtime/eu/agents/${agentId}/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }),
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp: nextIp(),
  });
  expect(response.status).toBe(200);
  return ZStartConversationOutput.parse(await response.json());
}

async function ask(
  agentId: string,
  text: string,
  options: {
    json?: boolean;
    provider?: ModelProvider;
    embedder?: EmbeddingsClient | null;
    conversation?: TStartConversationOutput;
  } = {},
) {
  const conversation = options.conversation ?? (await started(agentId));
  const response = await handleSendMessage({
    request: new Request(
      `http://localhost/api/runtime/eu/agents/${agentId}/conversations/${conversation.conversationId}/messages`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-visitor-token": conversation.visitorToken,
          accept: options.json ? "application/json" : "text/event-stream",
        },
        body: JSON.stringify({ text }),
      },
    ),
    region: "eu",
    agentId,
    conversationId: conversation.conversationId,
    deps,
    session: null,
    clientIp: nextIp(),
    provider: options.provider ?? model,
    embedder: options.embedder,
  });
  expect(response.status).toBe(200);
  if (options.json) return ZSendMessageOutput.parse(await response.json());
  const body = await response.text();
  const done = body.split("\n\n").find((block) => block.startsWith("event: done"));
  return ZSendMessageOutput.parse(JSON.parse(/^data: (.*)$/m.exec(done ?? "")?.[1] ?? "null"));
}

async function listMessages(agentId: string, conversation: TStartConversationOutput) {
  const response = await handleListMessages({
    request: new Request(
      `http://localhost/api/runtime/eu/agents/${agentId}/conversations/${conversation.conversationId}/messages`,
      { headers: { "x-visitor-token": conversation.visitorToken } },
    ),
    region: "eu",
    agentId,
    conversationId: conversation.conversationId,
    deps,
    session: null,
    clientIp: nextIp(),
  });
  expect(response.status).toBe(200);
  return ZListMessagesOutput.parse(await response.json());
}

const systemPrompt = () =>
  standIn.requests.at(-1)?.messages.find((message) => message.role === "system")?.content ?? "";

describe("runtime: answers from the agent's knowledge", () => {
  it("gives the model the matching passages with title and URL, and cites them in meta.sources", async () => {
    const agentId = await shopAgent();
    const output = await ask(agentId, "When do you open on Saturday?");
    const system = systemPrompt();
    expect(system).toContain(KNOWLEDGE_INSTRUCTIONS.answer);
    expect(system).toContain("Opening hours (https://hilltop-outfitters.example/hours)");
    expect(system).toContain("On Saturdays we open from 10:00 to 16:00.");
    expect(output.meta?.sources[0]).toEqual({
      title: "Opening hours",
      url: "https://hilltop-outfitters.example/hours",
    });
    // at most vg_kbTopChunks (4) passages, each page once
    const urls = (output.meta?.sources ?? []).map((source) => source.url);
    expect(urls.length).toBeLessThanOrEqual(4);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("stores the sources with the answer: the message list and the Chats tab return them after a reload", async () => {
    const { agentId, api } = await shopAgentWithOwner();
    const conversation = await started(agentId);
    const output = await ask(agentId, "When do you open on Saturday?", { conversation });
    const sources = output.meta?.sources ?? [];
    expect(sources[0]).toEqual({ title: "Opening hours", url: "https://hilltop-outfitters.example/hours" });
    // the done event's answer carries them too
    expect(output.answer?.sources).toEqual(sources);
    const plain = await ask(agentId, "Do you offer dog grooming appointments?", {
      conversation,
      json: true,
      provider: createOfflineProvider(),
    });
    expect(plain.meta?.sources).toEqual([]);

    const { messages } = await listMessages(agentId, conversation);
    const byId = new Map(messages.map((message) => [message.id, message]));
    expect(byId.get(output.answer?.id ?? "")?.sources).toEqual(sources);
    // answers without sources and other messages leave the field out
    expect(byId.get(plain.answer?.id ?? "")).not.toHaveProperty("sources");
    expect(byId.get(output.userMessage.id)).not.toHaveProperty("sources");

    const detail = await api.conversation.get({ region: "eu", agentId, conversationId: conversation.conversationId });
    const answer = detail?.messages.find((message) => message.id === output.answer?.id);
    expect(answer).toMatchObject({ role: "assistant", model: "gpt-4o-mini", sources });
    const exported = await api.conversation.export({
      region: "eu",
      agentId,
      format: "json",
      conversationId: conversation.conversationId,
    });
    expect(exported.content).toContain("https://hilltop-outfitters.example/hours");
  });

  it("tells the model it does not know when nothing reaches ifKnowsThreshold", async () => {
    const agentId = await shopAgent({ ifKnowsThreshold: 0.9, vg_kbTopChunks: 2 });
    const output = await ask(agentId, "Do you offer dog grooming appointments?", { json: true });
    const system = systemPrompt();
    expect(system).toContain(KNOWLEDGE_INSTRUCTIONS.none);
    expect(system).not.toContain("hilltop-outfitters.example");
    expect(output.meta?.sources).toEqual([]);
  });

  it("respects vg_kbTopChunks and vg_kbCharCount", async () => {
    const agentId = await shopAgent({ vg_kbTopChunks: 1, vg_kbCharCount: 2000 });
    const output = await ask(agentId, "delivery costs and returns", { json: true });
    expect(output.meta?.sources).toHaveLength(1);
    expect(systemPrompt().match(/hilltop-outfitters\.example/g)).toHaveLength(1);
  });

  it("leaves the prompt alone for agents without knowledge", async () => {
    const agentId = await shopAgent({}, false);
    const output = await ask(agentId, "When do you open?", { json: true });
    expect(systemPrompt()).not.toContain(KNOWLEDGE_INSTRUCTIONS.none);
    expect(systemPrompt()).not.toContain(KNOWLEDGE_INSTRUCTIONS.answer);
    expect(output.meta?.sources).toEqual([]);
  });

  it("answers offline from the best passage, and honestly does not know otherwise", async () => {
    const agentId = await shopAgent({ ifKnowsThreshold: 0.5 });
    const offline = createOfflineProvider();
    const known = await ask(agentId, "How much does delivery cost?", { json: true, provider: offline });
    expect(known.answer?.content).toBe(OFFLINE_REPLIES.knowledge(OUTDOOR_SHOP_KNOWLEDGE[2]?.content ?? ""));
    expect(known.meta?.sources[0]?.title).toBe("Shipping and delivery");
    const unknown = await ask(agentId, "Do you offer dog grooming appointments?", { json: true, provider: offline });
    expect(unknown.answer?.content).toBe(OFFLINE_REPLIES.unknown);
    expect(unknown.meta?.sources).toEqual([]);
  });

  it("uses smart search with the embeddings API when the agent asks for it", async () => {
    const agentId = await shopAgent({ vg_kb_llm: { searchMethod: "smart" } });
    await createEmbedder({ baseUrl: embeddings.baseUrl })?.(deps.db, "eu");
    const before = embeddings.requests.length;
    const embedder = createEmbeddingsClient({ baseUrl: embeddings.baseUrl });
    const output = await ask(agentId, "What are your opening times on Saturdays?", { json: true, embedder });
    expect(embeddings.requests.length).toBe(before + 1);
    expect(embeddings.requests.at(-1)?.input).toEqual(["What are your opening times on Saturdays?"]);
    expect(output.meta?.sources[0]?.title).toBe("Opening hours");
  });
});
