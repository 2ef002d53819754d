import { createTestAgent, createTestUser } from "@parlo/db/factories";
import {
  createTestDeps,
  insertTestKnowledge,
  OUTDOOR_SHOP_KNOWLEDGE,
  startEmbeddingsStandIn,
  type EmbeddingsStandIn,
} from "@parlo/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbedder, embedPendingChunks } from "./embed-pending-chunks";
import { createEmbeddingsClient } from "./embeddings-client";
import { forgetKnowledgeStats, loadKnowledgeStats } from "./knowledge-stats";
import { searchKnowledge } from "./search-knowledge";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let agentId = "";
let otherAgentId = "";
let standIn: EmbeddingsStandIn;

const first = async (query: string, options: { method?: "simple" | "smart" } = {}) => {
  const result = await searchKnowledge(deps.db, "eu", { agentId, query, ...options });
  return { title: result.passages[0]?.title, score: result.passages[0]?.score ?? 0, result };
};

beforeAll(async () => {
  standIn = await startEmbeddingsStandIn();
  const { workspace } = await createTestUser(eu);
  const agent = await createTestAgent(eu, workspace, "Hilltop helper");
  agentId = agent.id;
  await insertTestKnowledge(eu, agent, OUTDOOR_SHOP_KNOWLEDGE);
  // another agent of the same workspace whose knowledge must never show up
  const other = await createTestAgent(eu, workspace, "Other agent");
  otherAgentId = other.id;
  await insertTestKnowledge(eu, other, [
    { title: "Secret opening hours", url: "https://other.example/hours", content: "We open at midnight on Mondays." },
  ]);
});
afterAll(async () => {
  await standIn.stop();
  await deps.db.disconnect();
});

describe("simple knowledge search", () => {
  it("finds the right passage for paraphrased questions, before and with the agent's word statistics", async () => {
    for (const withStats of [false, true]) {
      forgetKnowledgeStats(eu, agentId);
      if (withStats) await loadKnowledgeStats(eu, agentId);
      expect((await first("When do you open?")).title).toBe("Opening hours");
      expect((await first("Can I send it back?")).title).toBe("Returns and refunds");
      expect((await first("How much does delivery cost?")).title).toBe("Shipping and delivery");
      expect((await first("is there a warranty on my tent")).title).toBe("Warranty");
      expect((await first("where can I park my car")).title).toBe("Finding our store");
    }
  });

  it("scores a question about something the shop does not cover under the threshold", async () => {
    await loadKnowledgeStats(eu, agentId);
    const absent = await first("Do you offer dog grooming appointments?");
    expect(absent.score).toBeLessThan(0.2);
    const known = await first("When do you open?");
    expect(known.score).toBeGreaterThan(0.6);
    expect(known.result.passages[0]).toMatchObject({
      url: "https://hilltop-outfitters.example/hours",
      chunkId: expect.any(String),
      sourceId: expect.any(String),
    });
  });

  it("corrects misspelt words against the agent's vocabulary", async () => {
    await loadKnowledgeStats(eu, agentId);
    expect((await first("delivry costs")).title).toBe("Shipping and delivery");
    expect((await first("waranty for tents")).title).toBe("Warranty");
  });

  it("searches one agent's knowledge only, within topK and maxChars", async () => {
    const result = await searchKnowledge(deps.db, "eu", { agentId, query: "opening hours midnight", topK: 2 });
    expect(result.passages.length).toBeLessThanOrEqual(2);
    expect(result.passages.map((passage) => passage.content).join(" ")).not.toContain("midnight");
    const other = await searchKnowledge(deps.db, "eu", { agentId: otherAgentId, query: "when do you open" });
    expect(other.passages.map((passage) => passage.title)).toEqual(["Secret opening hours"]);

    const short = await searchKnowledge(deps.db, "eu", { agentId, query: "delivery returns refund", maxChars: 120 });
    expect(short.passages).toHaveLength(1);
    expect(short.passages[0]?.content.length).toBeLessThanOrEqual(120);
    // no words to search: nothing, without an error
    expect((await searchKnowledge(deps.db, "eu", { agentId, query: "?? how is it" })).passages).toEqual([]);
  });
});

describe("smart knowledge search", () => {
  it("falls back to simple search without an embeddings API, and says so", async () => {
    const { result } = await first("When do you open?", { method: "smart" });
    expect(result.debug.used).toBe("simple");
    expect(result.debug.fallback).toMatch(/no embeddings API/);
    expect(result.passages[0]?.title).toBe("Opening hours");
  });

  it("embeds pending chunks in batches and ranks by vectors in the application, fused with the text", async () => {
    const embed = createEmbedder({ baseUrl: standIn.baseUrl, apiKey: "sk-test", model: "test-embed" });
    expect(embed).not.toBeNull();
    const filled = (await embed?.(deps.db, "eu")) ?? 0;
    expect(filled).toBeGreaterThanOrEqual(OUTDOOR_SHOP_KNOWLEDGE.length + 1);
    expect(standIn.requests.at(-1)).toMatchObject({ model: "test-embed", authorization: "Bearer sk-test" });
    const pending = await eu.knowledgeChunk.count({ where: { agentId, embedding: { isEmpty: true } } });
    expect(pending).toBe(0);
    const stored = await eu.knowledgeChunk.findFirstOrThrow({ where: { agentId }, select: { embedding: true } });
    expect(stored.embedding).toHaveLength(64);
    // nothing left to do
    expect(await embed?.(deps.db, "eu")).toBe(0);

    const embedder = createEmbeddingsClient({ baseUrl: standIn.baseUrl, model: "test-embed" });
    const smart = await searchKnowledge(deps.db, "eu", {
      agentId,
      query: "What are your opening times on Saturdays?",
      method: "smart",
      embedder,
    });
    expect(smart.debug.used).toBe("smart-application");
    expect(smart.passages[0]?.title).toBe("Opening hours");
    for (const passage of smart.passages) expect(passage.score).toBeLessThanOrEqual(1);

    const absent = await searchKnowledge(deps.db, "eu", {
      agentId,
      query: "Do you offer dog grooming appointments?",
      method: "smart",
      embedder,
    });
    expect(absent.passages[0]?.score ?? 0).toBeLessThan(0.3);

    // a failing API: simple search, with the reason
    standIn.setFailing(true);
    const failed = await searchKnowledge(deps.db, "eu", {
      agentId,
      query: "When do you open?",
      method: "smart",
      embedder,
    });
    standIn.setFailing(false);
    expect(failed.debug.fallback).toMatch(/embeddings API failed/);
    expect(failed.passages[0]?.title).toBe("Opening hours");
  });

  it("embeds only the chunks asked for", async () => {
    const { workspace } = await createTestUser(eu);
    const agent = await createTestAgent(eu, workspace, "Partial");
    const ids = await insertTestKnowledge(eu, agent, OUTDOOR_SHOP_KNOWLEDGE.slice(0, 3));
    const client = createEmbeddingsClient({ baseUrl: standIn.baseUrl });
    if (!client) throw new Error("no client");
    expect(await embedPendingChunks(client, deps.db, "eu", ids.slice(0, 2))).toBe(2);
    const left = await eu.knowledgeChunk.count({ where: { agentId: agent.id, embedding: { isEmpty: true } } });
    expect(left).toBe(1);
  });
});
