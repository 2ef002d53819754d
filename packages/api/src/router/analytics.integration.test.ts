import { requestHandoff, sendMessage, startConversation } from "@parlo/core";
import { Prisma, randomString } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal, scriptedModelProvider } from "@parlo/testing";
import { addIsoDays, todayIn, type TAnalyticsSummaryOutput } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

async function ownerWithAgent(
  title = "Analytics agent",
  settings: { enableHumanHandoff?: boolean; showHandoffEvenIfOffline?: boolean } = {},
) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({ region: "eu", workspaceId: user.id, title });
  await api.agent.update({ region: "eu", agentId: agent.ID, settings: { enableGeoAnalytics: true, ...settings } });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(100) } });
  return { user, api, agentId: agent.ID, scope: { region: "eu" as const, agentId: agent.ID } };
}

type Role = "user" | "assistant" | "human" | "system";

/** A conversation with its messages at exact instants (UTC), as the runtime would have stored it. */
async function seedConversation(
  target: { user: { id: string }; agentId: string },
  options: {
    at: string;
    messages: Array<[Role, string, string]>;
    handoffAt?: string;
    country?: string;
    recorded?: boolean;
  },
) {
  const id = randomString(20);
  await eu.conversation.create({
    data: {
      id,
      agentId: target.agentId,
      workspaceId: target.user.id,
      visitorId: `v_${randomString(10)}`,
      visitorTokenHash: "0".repeat(64),
      channel: "widget",
      recorded: options.recorded ?? true,
      createdAt: new Date(options.at),
      lastMessageAt: new Date(options.messages.at(-1)?.[2] ?? options.at),
      handoffAt: options.handoffAt ? new Date(options.handoffAt) : null,
      ...(options.country ? { geo: { country: options.country, city: "Somewhere" } } : {}),
      messages: {
        create: options.messages.map(([role, content, at]) => ({
          id: randomString(20),
          role,
          content,
          createdAt: new Date(at),
        })),
      },
    },
  });
  return id;
}

async function seedCharge(
  target: { user: { id: string }; agentId: string },
  amount: string,
  at: string,
  direction: "increase" | "decrease" = "decrease",
) {
  await eu.creditLedgerEntry.create({
    data: {
      id: randomString(20),
      workspaceId: target.user.id,
      amount: new Prisma.Decimal(amount),
      direction,
      causedBy: "agent",
      agentId: target.agentId,
      logMessage: "Answer",
      balanceAfter: new Prisma.Decimal(50),
      ts: new Date(at),
    },
  });
}

const days = (summary: TAnalyticsSummaryOutput) =>
  summary.days.map((day) => [day.date, day.conversations, day.messages]);

describe("analytics.summary", () => {
  let owner: Awaited<ReturnType<typeof ownerWithAgent>>;
  const week = { from: "2025-03-01", to: "2025-03-07" };

  beforeAll(async () => {
    owner = await ownerWithAgent();
    // UTC instants; New York is UTC-5 and Tokyo UTC+9 in this week
    // G: the evening before the week in UTC and New York, the morning of 1 March in Tokyo
    await seedConversation(owner, {
      at: "2025-02-28T23:00:00Z",
      country: "US",
      messages: [
        ["user", "Opening hours?", "2025-02-28T23:00:05Z"],
        ["assistant", "9 to 5.", "2025-02-28T23:00:06Z"],
        ["user", "Still there?", "2025-03-01T00:30:00Z"],
      ],
    });
    await seedCharge(owner, "0.5", "2025-02-28T23:00:06Z");
    // A
    await seedConversation(owner, {
      at: "2025-03-01T12:00:00Z",
      country: "DE",
      messages: [
        ["assistant", "Hi! How can I help?", "2025-03-01T12:00:00Z"],
        ["user", "Where is my order?", "2025-03-01T12:00:05Z"],
        ["assistant", "Let me check.", "2025-03-01T12:00:06Z"],
        ["user", "Thanks", "2025-03-01T12:01:00Z"],
        ["assistant", "You're welcome.", "2025-03-01T12:01:01Z"],
      ],
    });
    await seedCharge(owner, "1.0105", "2025-03-01T12:00:06Z");
    // B: asked for a person (the note is not a message), a person answered
    await seedConversation(owner, {
      at: "2025-03-02T03:30:00Z",
      country: "DE",
      handoffAt: "2025-03-02T03:31:00Z",
      messages: [
        ["user", "where is my order", "2025-03-02T03:30:05Z"],
        ["assistant", "Checking.", "2025-03-02T03:30:06Z"],
        ["system", "The visitor asked for a person.", "2025-03-02T03:31:00Z"],
        ["human", "Hi, it ships today.", "2025-03-02T03:32:00Z"],
      ],
    });
    await seedCharge(owner, "1.5", "2025-03-02T03:30:06Z");
    // C: went to a person after the week (still a handoff of a conversation started in it)
    await seedConversation(owner, {
      at: "2025-03-03T23:30:00Z",
      country: "FR",
      handoffAt: "2025-03-10T08:00:00Z",
      messages: [
        ["user", "  Where is my ORDER??  ", "2025-03-03T23:30:10Z"],
        ["assistant", "One moment.", "2025-03-03T23:30:11Z"],
        ["user", "hello", "2025-03-04T00:10:00Z"],
        ["assistant", "Hello!", "2025-03-04T00:10:01Z"],
      ],
    });
    await seedCharge(owner, "0.25", "2025-03-04T00:10:01Z");
    // D: history not recorded: counted, but its question stays out of the top questions
    await seedConversation(owner, {
      at: "2025-03-05T10:00:00Z",
      recorded: false,
      messages: [
        ["user", "A private question", "2025-03-05T10:00:05Z"],
        ["assistant", "Private answer.", "2025-03-05T10:00:06Z"],
      ],
    });
    // E
    await seedConversation(owner, {
      at: "2025-03-05T11:00:00Z",
      country: "DE",
      messages: [
        ["user", "Do you ship to Norway?", "2025-03-05T11:00:05Z"],
        ["assistant", "Yes.", "2025-03-05T11:00:06Z"],
      ],
    });
    // F: opened, the visitor never wrote
    await seedConversation(owner, {
      at: "2025-03-05T12:00:00Z",
      messages: [["assistant", "Hi! How can I help?", "2025-03-05T12:00:00Z"]],
    });
    // I: the most common wording of the top question
    await seedConversation(owner, {
      at: "2025-03-06T09:00:00Z",
      messages: [["user", "Where is my order?", "2025-03-06T09:00:05Z"]],
    });
    // H: 8 March in UTC and Tokyo, the evening of 7 March in New York
    await seedConversation(owner, {
      at: "2025-03-08T02:00:00Z",
      country: "US",
      messages: [
        ["user", "Opening hours", "2025-03-08T02:00:05Z"],
        ["assistant", "9 to 5.", "2025-03-08T02:00:06Z"],
      ],
    });
    await seedCharge(owner, "2", "2025-03-08T02:00:06Z");
    // not charges for the agent's answers: a refund, and the same workspace's other agent
    await seedCharge(owner, "7", "2025-03-03T10:00:00Z", "increase");
    const other = await owner.api.agent.create({ region: "eu", workspaceId: owner.user.id, title: "Other" });
    const sibling = { user: owner.user, agentId: other.ID };
    await seedConversation(sibling, {
      at: "2025-03-03T10:00:00Z",
      country: "DE",
      handoffAt: "2025-03-03T10:01:00Z",
      messages: [["user", "Where is my order?", "2025-03-03T10:00:05Z"]],
    });
    await seedCharge(sibling, "3", "2025-03-03T10:00:06Z");
  });

  it("counts a week in UTC", async () => {
    const summary = await owner.api.analytics.summary({ ...owner.scope, ...week, timeZone: "UTC" });
    expect(summary.totals).toEqual({
      conversations: 7,
      messages: 19,
      visitorMessages: 9,
      handoffs: 2,
      handoffRate: 2 / 7,
      creditsUsed: "2.7605",
    });
    expect(days(summary)).toEqual([
      ["2025-03-01", 1, 6],
      ["2025-03-02", 1, 3],
      ["2025-03-03", 1, 2],
      ["2025-03-04", 0, 2],
      ["2025-03-05", 3, 5],
      ["2025-03-06", 1, 1],
      ["2025-03-07", 0, 0],
    ]);
    expect(summary.topQuestions).toEqual([
      { text: "Where is my order?", count: 4 },
      { text: "Do you ship to Norway?", count: 1 },
    ]);
    expect(summary.geoEnabled).toBe(true);
    expect(summary.geo).toEqual([
      { country: "DE", conversations: 3 },
      { country: "FR", conversations: 1 },
    ]);
    expect(summary).toMatchObject({ ...week, timeZone: "UTC" });
  });

  it("buckets the same week by New York's days", async () => {
    const summary = await owner.api.analytics.summary({ ...owner.scope, ...week, timeZone: "America/New_York" });
    expect(summary.totals).toEqual({
      conversations: 8,
      messages: 20,
      visitorMessages: 9,
      handoffs: 2,
      handoffRate: 0.25,
      creditsUsed: "4.7605",
    });
    expect(days(summary)).toEqual([
      ["2025-03-01", 2, 8],
      ["2025-03-02", 0, 0],
      ["2025-03-03", 1, 4],
      ["2025-03-04", 0, 0],
      ["2025-03-05", 3, 5],
      ["2025-03-06", 1, 1],
      ["2025-03-07", 1, 2],
    ]);
    expect(summary.topQuestions).toEqual([
      { text: "Where is my order?", count: 4 },
      { text: "Do you ship to Norway?", count: 1 },
      { text: "Opening hours", count: 1 },
    ]);
    expect(summary.geo).toEqual([
      { country: "DE", conversations: 3 },
      { country: "FR", conversations: 1 },
      { country: "US", conversations: 1 },
    ]);
  });

  it("buckets the same week by Tokyo's days", async () => {
    const summary = await owner.api.analytics.summary({ ...owner.scope, ...week, timeZone: "Asia/Tokyo" });
    expect(summary.totals).toEqual({
      conversations: 8,
      messages: 21,
      visitorMessages: 10,
      handoffs: 2,
      handoffRate: 0.25,
      creditsUsed: "3.2605",
    });
    expect(days(summary)).toEqual([
      ["2025-03-01", 2, 8],
      ["2025-03-02", 1, 3],
      ["2025-03-03", 0, 0],
      ["2025-03-04", 1, 4],
      ["2025-03-05", 3, 5],
      ["2025-03-06", 1, 1],
      ["2025-03-07", 0, 0],
    ]);
    expect(summary.topQuestions).toEqual([
      { text: "Where is my order?", count: 4 },
      { text: "Do you ship to Norway?", count: 1 },
      { text: "Opening hours?", count: 1 },
    ]);
    expect(summary.geo).toEqual([
      { country: "DE", conversations: 3 },
      { country: "FR", conversations: 1 },
      { country: "US", conversations: 1 },
    ]);
  });

  it("counts one day, and follows the zone's clock changes", async () => {
    const one = await owner.api.analytics.summary({
      ...owner.scope,
      from: "2025-03-05",
      to: "2025-03-05",
      timeZone: "UTC",
    });
    expect(days(one)).toEqual([["2025-03-05", 3, 5]]);
    expect(one.totals).toMatchObject({ conversations: 3, messages: 5, handoffs: 0, handoffRate: 0, creditsUsed: "0" });

    // New York moves its clocks forward at 07:00 UTC on 9 March (UTC-5, then UTC-4)
    await seedConversation(owner, {
      at: "2025-03-09T04:30:00Z", // 23:30 on 8 March
      messages: [["user", "Late question", "2025-03-09T04:30:05Z"]],
    });
    await seedConversation(owner, {
      at: "2025-03-10T04:30:00Z", // 00:30 on 10 March (it would be 23:30 on 9 March at UTC-5)
      messages: [["user", "Early question", "2025-03-10T04:30:05Z"]],
    });
    const dst = await owner.api.analytics.summary({
      ...owner.scope,
      from: "2025-03-08",
      to: "2025-03-10",
      timeZone: "America/New_York",
    });
    expect(days(dst)).toEqual([
      ["2025-03-08", 1, 1],
      ["2025-03-09", 0, 0],
      ["2025-03-10", 1, 1],
    ]);
  });

  it("answers an empty range with zeros on every day", async () => {
    const summary = await owner.api.analytics.summary({
      ...owner.scope,
      from: "2024-01-01",
      to: "2024-01-03",
      timeZone: "Europe/Berlin",
    });
    expect(summary).toEqual({
      from: "2024-01-01",
      to: "2024-01-03",
      timeZone: "Europe/Berlin",
      totals: { conversations: 0, messages: 0, visitorMessages: 0, handoffs: 0, handoffRate: 0, creditsUsed: "0" },
      days: [
        { date: "2024-01-01", conversations: 0, messages: 0 },
        { date: "2024-01-02", conversations: 0, messages: 0 },
        { date: "2024-01-03", conversations: 0, messages: 0 },
      ],
      topQuestions: [],
      geo: [],
      geoEnabled: true,
    });
  });

  it("hides the countries while the live settings have geo analytics off", async () => {
    const input = { ...owner.scope, ...week, timeZone: "UTC" };
    // a draft change is not live yet: the countries still show
    await owner.api.agent.update({ ...owner.scope, settings: { enableGeoAnalytics: false } });
    expect((await owner.api.analytics.summary(input)).geoEnabled).toBe(true);
    await owner.api.agent.publish(owner.scope);
    const off = await owner.api.analytics.summary(input);
    expect(off.geoEnabled).toBe(false);
    expect(off.geo).toBeNull();
    // the rest is unchanged
    expect(off.totals.conversations).toBe(7);

    await owner.api.agent.update({ ...owner.scope, settings: { enableGeoAnalytics: true } });
    await owner.api.agent.publish(owner.scope);
    expect((await owner.api.analytics.summary(input)).geo).toHaveLength(2);
  });

  it("refuses bad ranges and unknown time zones", async () => {
    const ask = (input: { from: string; to: string; timeZone: string }) =>
      refusal(owner.api.analytics.summary({ ...owner.scope, ...input }));
    expect((await ask({ from: "2025-03-07", to: "2025-03-01", timeZone: "UTC" })).code).toBe("BAD_REQUEST");
    expect((await ask({ from: "2024-01-01", to: "2025-01-01", timeZone: "UTC" })).code).toBe("BAD_REQUEST");
    expect((await ask({ from: "2025-03-01", to: "2025-03-07", timeZone: "Mars/Olympus" })).code).toBe("BAD_REQUEST");
  });

  it("refuses another workspace's member and the other workspace's agent", async () => {
    const stranger = await ownerWithAgent("Stranger");
    const input = { ...week, timeZone: "UTC" };
    expect((await refusal(stranger.api.analytics.summary({ ...owner.scope, ...input }))).code).toBe("NOT_FOUND");
    expect((await refusal(owner.api.analytics.summary({ ...stranger.scope, ...input }))).code).toBe("NOT_FOUND");
    // the stranger's own agent counts nothing of the owner's
    const own = await stranger.api.analytics.summary({ ...stranger.scope, ...input });
    expect(own.totals.conversations).toBe(0);
  });
});

describe("analytics.summary with the runtime", () => {
  it("counts what a real chat stored: the greeting, the turn, the handoff and the charge", async () => {
    // the agent offers a person even while nobody of the team is online
    const owner = await ownerWithAgent("Live agent", { enableHumanHandoff: true, showHandoffEvenIfOffline: true });
    const started = await startConversation({ db: deps.db, region: "eu", agentId: owner.agentId, channel: "widget" });
    const access = { kind: "visitor" as const, token: started.visitorToken };
    const sent = await sendMessage({
      db: deps.db,
      region: "eu",
      agentId: owner.agentId,
      conversationId: started.conversationId,
      access,
      text: "Can I talk to someone?",
      provider: scriptedModelProvider(() => "Of course."),
    });
    await requestHandoff(deps, {
      region: "eu",
      agentId: owner.agentId,
      conversationId: started.conversationId,
      access,
    });
    const today = todayIn("UTC");
    const summary = await owner.api.analytics.summary({
      ...owner.scope,
      from: addIsoDays(today, -1),
      to: addIsoDays(today, 1),
      timeZone: "UTC",
    });
    expect(summary.totals).toEqual({
      conversations: 1,
      messages: started.messages.length + 2,
      visitorMessages: 1,
      handoffs: 1,
      handoffRate: 1,
      creditsUsed: new Prisma.Decimal(sent.meta?.credits ?? "missing").toFixed(),
    });
    expect(summary.days.find((day) => day.date === today)).toEqual({
      date: today,
      conversations: 1,
      messages: started.messages.length + 2,
    });
    expect(summary.topQuestions).toEqual([{ text: "Can I talk to someone?", count: 1 }]);
  });
});
