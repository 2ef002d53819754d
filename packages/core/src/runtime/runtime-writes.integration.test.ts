import { Prisma, randomString } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { readTurns } from "./read-turn";
import { insertAnswerAndCharge, insertAnswersAndCharge, insertUserMessages, type AnswerInput } from "./runtime-writes";

const deps = createTestDeps();
const eu = deps.db.for("eu");

afterAll(async () => {
  await deps.db.disconnect();
});

async function workspaceWith(credits: string) {
  const { user } = await createTestUser(eu);
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(credits) } });
  const agent = await createTestAgent(eu, { id: user.id, ownerId: user.id });
  const conversation = () =>
    eu.conversation.create({
      data: {
        id: randomString(20),
        agentId: agent.id,
        workspaceId: user.id,
        visitorId: randomString(12),
        visitorTokenHash: randomString(64),
        channel: "api",
      },
    });
  return { workspaceId: user.id, agentId: agent.id, conversation };
}

function answer(
  to: { workspaceId: string; agentId: string },
  conversationId: string,
  price: string,
  at = new Date(),
): AnswerInput {
  return {
    conversationId,
    agentId: to.agentId,
    workspaceId: to.workspaceId,
    content: `Answer costing ${price}`,
    model: "gpt-4o-mini",
    tokensIn: 10,
    tokensOut: 5,
    at,
    price: new Prisma.Decimal(price),
  };
}

async function ledgerOf(workspaceId: string) {
  return eu.creditLedgerEntry.findMany({ where: { workspaceId }, orderBy: { balanceAfter: "desc" } });
}

describe("runtime writes in batches", () => {
  it("stores visitors' messages of several conversations in one statement and counts them", async () => {
    const a = await workspaceWith("10");
    const [first, second] = [await a.conversation(), await a.conversation()];
    const early = new Date("2026-11-20T10:00:00Z");
    const late = new Date("2026-11-20T10:00:05Z");
    const stored = await insertUserMessages(eu, [
      { conversationId: first.id, content: "Hello", at: early },
      { conversationId: second.id, content: "Hi there", at: early },
      { conversationId: first.id, content: "Anyone?", at: late },
    ]);
    expect(stored.map((m) => m.content)).toEqual(["Hello", "Hi there", "Anyone?"]);
    const rows = await eu.conversation.findMany({ where: { id: { in: [first.id, second.id] } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)?.userMessages).toBe(2);
    expect(byId.get(first.id)?.lastMessageAt.toISOString()).toBe(late.toISOString());
    expect(byId.get(second.id)?.userMessages).toBe(1);
    const messages = await eu.conversationMessage.findMany({ where: { id: { in: stored.map((m) => m.id) } } });
    expect(messages).toHaveLength(3);
  });

  it("charges one workspace's answers one after another at full price, into debt past zero; each workspace apart", async () => {
    const a = await workspaceWith("2.5");
    const b = await workspaceWith("100");
    const [ca, cb] = [await a.conversation(), await b.conversation()];
    const results = await insertAnswersAndCharge(eu, [
      answer(a, ca.id, "1"),
      answer(b, cb.id, "2"),
      answer(a, ca.id, "1"),
      answer(a, ca.id, "1"),
    ]);
    // the third answer was served, so it is paid for in full: no answer is free
    expect(results.map((r) => r.charged.toString())).toEqual(["1", "2", "1", "1"]);
    expect(results.map((r) => r.balanceAfter?.toString())).toEqual(["1.5", "98", "0.5", "-0.5"]);

    const [wa, wb] = await Promise.all([
      eu.workspace.findUniqueOrThrow({ where: { id: a.workspaceId } }),
      eu.workspace.findUniqueOrThrow({ where: { id: b.workspaceId } }),
    ]);
    expect(wa.loadTokens.toString()).toBe("-0.5");
    expect(wb.loadTokens.toString()).toBe("98");
    const ledger = await ledgerOf(a.workspaceId);
    expect(ledger.map((entry) => [entry.amount.toString(), entry.balanceAfter.toString()])).toEqual([
      ["1", "1.5"],
      ["1", "0.5"],
      ["1", "-0.5"],
    ]);
    const agent = await eu.agent.findUniqueOrThrow({ where: { id: a.agentId } });
    expect(agent.tokensUsage).toBe(45);
    expect(await eu.conversationMessage.count({ where: { conversationId: ca.id, role: "assistant" } })).toBe(3);
  });

  it("stores each answer's knowledge sources with it, in the same statement (none: null)", async () => {
    const a = await workspaceWith("10");
    const c = await a.conversation();
    const sources = [
      { title: "Opening hours", url: "https://shop.example/hours" },
      { title: 'Notes, "internal"', url: null },
    ];
    const [cited, plain] = await insertAnswersAndCharge(eu, [
      { ...answer(a, c.id, "1"), sources },
      { ...answer(a, c.id, "1"), sources: [] },
    ]);
    const stored = await eu.conversationMessage.findMany({ where: { id: { in: [cited?.id ?? "", plain?.id ?? ""] } } });
    const byId = new Map(stored.map((m) => [m.id, m]));
    expect(byId.get(cited?.id ?? "")?.sources).toEqual(sources);
    expect(byId.get(plain?.id ?? "")?.sources).toBeNull();
  });

  it("20 answers at once through the grouped call: every one charged, ledger = balance moved", async () => {
    const a = await workspaceWith("10");
    const conversations = await Promise.all(Array.from({ length: 20 }, () => a.conversation()));
    const results = await Promise.all(conversations.map((c) => insertAnswerAndCharge(eu, answer(a, c.id, "1"))));
    const charged = results.reduce((sum, r) => sum.plus(r.charged), new Prisma.Decimal(0));
    expect(charged.toString()).toBe("20");
    const workspace = await eu.workspace.findUniqueOrThrow({ where: { id: a.workspaceId } });
    expect(workspace.loadTokens.toString()).toBe("-10");
    const ledger = await ledgerOf(a.workspaceId);
    expect(ledger).toHaveLength(20);
    expect(ledger.reduce((sum, entry) => sum.plus(entry.amount), new Prisma.Decimal(0)).toString()).toBe("20");
    expect(await eu.conversationMessage.count({ where: { conversation: { agentId: a.agentId } } })).toBe(20);
  });

  it("a batch with an answer to a conversation that is gone fails only that answer", async () => {
    const a = await workspaceWith("10");
    const [kept, gone] = [await a.conversation(), await a.conversation()];
    await eu.conversation.delete({ where: { id: gone.id } });
    // several at once: the batch fails on the missing conversation and each answer is retried alone
    const outcomes = await Promise.allSettled([
      insertAnswerAndCharge(eu, answer(a, kept.id, "1")),
      insertAnswerAndCharge(eu, answer(a, gone.id, "1")),
      insertAnswerAndCharge(eu, answer(a, kept.id, "1")),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const workspace = await eu.workspace.findUniqueOrThrow({ where: { id: a.workspaceId } });
    expect(workspace.loadTokens.toString()).toBe("8");
    expect(await ledgerOf(a.workspaceId)).toHaveLength(2);
  });

  it("reads several turns in one query, null for a conversation of another agent", async () => {
    const a = await workspaceWith("7");
    const b = await workspaceWith("1");
    const [ca, cb] = [await a.conversation(), await b.conversation()];
    await insertUserMessages(eu, [{ conversationId: ca.id, content: "Where are you?", at: new Date() }]);
    const turns = await readTurns(eu, [
      { agentId: a.agentId, conversationId: ca.id },
      { agentId: a.agentId, conversationId: cb.id },
      { agentId: b.agentId, conversationId: cb.id },
    ]);
    expect(turns[0]?.conversation.id).toBe(ca.id);
    expect(turns[0]?.loadTokens.toString()).toBe("7");
    expect(turns[0]?.history).toEqual([{ role: "user", content: "Where are you?" }]);
    expect(turns[1]).toBeNull();
    expect(turns[2]?.agent.workspaceId).toBe(b.workspaceId);
  });

  it("charges an org's agent to the org: its balance, its entry; the workspace's other agents to the workspace", async () => {
    const a = await workspaceWith("100");
    const orgAgent = await createTestAgent(eu, { id: a.workspaceId, ownerId: a.workspaceId });
    const org = await eu.org.create({
      data: {
        id: randomString(20),
        ownerID: a.workspaceId,
        widgetIDs: [orgAgent.id],
        loadTokens: new Prisma.Decimal("2.5"),
      },
    });
    const ownConversation = await a.conversation();
    const orgConversation = await eu.conversation.create({
      data: {
        id: randomString(20),
        agentId: orgAgent.id,
        workspaceId: a.workspaceId,
        visitorId: randomString(12),
        visitorTokenHash: randomString(64),
        channel: "api",
      },
    });
    const forOrg = { workspaceId: a.workspaceId, agentId: orgAgent.id };
    const turns = await readTurns(eu, [
      { agentId: orgAgent.id, conversationId: orgConversation.id },
      { agentId: a.agentId, conversationId: ownConversation.id },
    ]);
    expect(turns.map((turn) => [turn?.loadTokens.toString(), turn?.payingOrgId])).toEqual([
      ["2.5", org.id],
      ["100", null],
    ]);

    const stored = await insertAnswersAndCharge(eu, [
      answer(forOrg, orgConversation.id, "1"),
      answer(a, ownConversation.id, "3"),
      answer(forOrg, orgConversation.id, "2"),
    ]);
    expect(stored.map((row) => [row.balanceAfter?.toString(), row.orgId])).toEqual([
      ["1.5", org.id],
      ["97", null],
      ["-0.5", org.id],
    ]);
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).loadTokens.toString()).toBe("-0.5");
    expect((await eu.workspace.findUniqueOrThrow({ where: { id: a.workspaceId } })).loadTokens.toString()).toBe("97");
    const entries = await eu.creditLedgerEntry.findMany({ where: { workspaceId: a.workspaceId, orgId: org.id } });
    expect(entries.map((entry) => [entry.amount.toString(), entry.consumedFromOrg])).toEqual(
      expect.arrayContaining([
        ["1", true],
        ["2", true],
      ]),
    );

    // taken from the org, the agent is the workspace's to pay for again
    await eu.org.update({ where: { id: org.id }, data: { widgetIDs: [] } });
    const [again] = await insertAnswersAndCharge(eu, [answer(forOrg, orgConversation.id, "1")]);
    expect([again?.balanceAfter?.toString(), again?.orgId]).toEqual(["96", null]);
  });
});
