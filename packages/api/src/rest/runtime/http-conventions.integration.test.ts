import { createOfflineProvider, VISITOR_RATE_LIMIT } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import { MAX_MESSAGE_CHARS, RUNTIME_MESSAGES, ZStartConversationOutput } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { methodNotAllowed } from "./runtime-http";
import { handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

let ip = 0;
const nextIp = () => `10.62.${Math.floor(++ip / 250)}.${ip % 250}`;

async function publishedAgent(settings: Record<string, unknown> = {}) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Desk",
    templateKey: "customer-support",
  });
  if (Object.keys(settings).length) await api.agent.update({ region: "eu", agentId: agent.ID, settings });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(10) } });
  return { agentId: agent.ID, base: `http://localhost/api/runtime/eu/agents/${agent.ID}/conversations` };
}

function start(agent: { agentId: string; base: string }, clientIp: string) {
  return handleStartConversation({
    request: new Request(agent.base, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    region: "eu",
    agentId: agent.agentId,
    deps,
    session: null,
    clientIp,
  });
}

async function conversation(settings: Record<string, unknown> = {}) {
  const agent = await publishedAgent(settings);
  const started = ZStartConversationOutput.parse(await (await start(agent, nextIp())).json());
  const send = (text: string, accept = "application/json") =>
    handleSendMessage({
      request: new Request(`${agent.base}/${started.conversationId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", accept, "x-visitor-token": started.visitorToken },
        body: JSON.stringify({ text }),
      }),
      region: "eu",
      agentId: agent.agentId,
      conversationId: started.conversationId,
      deps,
      session: null,
      clientIp: nextIp(),
      provider: createOfflineProvider(),
    });
  return { ...agent, ...started, send };
}

function expectRetryAfter(response: Response, windowSeconds: number) {
  const value = response.headers.get("retry-after") ?? "";
  expect(value).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
  expect(Number(value)).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  expect(response.headers.get("access-control-expose-headers")).toContain("Retry-After");
}

describe("runtime HTTP conventions", () => {
  it("429 of the per-visitor message limit (counted in process) carries Retry-After from its window", async () => {
    const chat = await conversation();
    for (let i = 0; i < VISITOR_RATE_LIMIT.limit; i++) expect((await chat.send(`m${i}`)).status).toBe(200);
    const refused = await chat.send("one too many");
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, VISITOR_RATE_LIMIT.windowSeconds);
    expect(await refused.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.tooManyRequests });
    // streamed or not, the refusal comes before the answer: a plain HTTP error
    const streamed = await chat.send("and another", "text/event-stream");
    expect(streamed.status).toBe(429);
    expectRetryAfter(streamed, VISITOR_RATE_LIMIT.windowSeconds);
  });

  it("429 of the per-address start limit (counted in the database) carries Retry-After", async () => {
    const agent = await publishedAgent();
    const address = nextIp();
    for (let i = 0; i < 60; i++) expect((await start(agent, address)).status).toBe(200);
    const refused = await start(agent, address);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, 60);
  });

  it("429 of the conversation's message limit carries no Retry-After: waiting does not help", async () => {
    const chat = await conversation({ messagesLimit: 1 });
    expect((await chat.send("one")).status).toBe(200);
    const refused = await chat.send("two");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeNull();
    expect(await refused.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.messagesLimit });
  });

  it("text over the message limit gets a friendly message, not the schema's", async () => {
    const chat = await conversation();
    for (const accept of ["application/json", "text/event-stream"]) {
      const response = await chat.send("x".repeat(MAX_MESSAGE_CHARS + 1), accept);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.messageTooLong });
    }
    expect(RUNTIME_MESSAGES.messageTooLong).toBe(`Your message is too long: at most ${MAX_MESSAGE_CHARS} characters.`);
    // the limit itself is allowed (spaces around it are trimmed first)
    expect((await chat.send(` ${"x".repeat(MAX_MESSAGE_CHARS)} `)).status).toBe(200);
  });

  it("a method a route does not take is 405 with a JSON error, Allow and the CORS headers", async () => {
    const response = methodNotAllowed(["POST", "OPTIONS"])(new Request("http://localhost/x", { method: "DELETE" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      success: false,
      error: RUNTIME_MESSAGES.methodNotAllowed("DELETE", ["POST", "OPTIONS"]),
    });
  });
});
