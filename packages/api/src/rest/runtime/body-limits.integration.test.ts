import { createOfflineProvider } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import { ZStartConversationOutput } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE } from "../read-body";
import { handleStartConversation, handleSendMessage } from "./runtime-requests";
import { handleSubmitLead } from "./submit-lead";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

let ip = 0;
const nextIp = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A body of `bytes` streamed without a Content-Length, counting how much of it was pulled. */
function streamedBody(bytes: number) {
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= bytes) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  // Node needs `duplex` for a streamed body (not in the DOM's RequestInit type)
  const init = { method: "POST", headers: { "content-type": "application/json", ...headers }, body, duplex: "half" };
  return new Request(url, init);
}

async function conversation() {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Desk",
    templateKey: "customer-support",
  });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(10) } });
  const base = `http://localhost/api/runtime/eu/agents/${agent.ID}/conversations`;
  const response = await handleStartConversation({
    request: post(base, "{}"),
    region: "eu",
    agentId: agent.ID,
    deps,
    session: null,
    clientIp: nextIp(),
  });
  const started = ZStartConversationOutput.parse(await response.json());
  return { agentId: agent.ID, base, ...started };
}

describe("public runtime routes cap their bodies before reading them", () => {
  it("a message over 64 KB is 413, declared or streamed, and reads no more than the cap", async () => {
    const chat = await conversation();
    const options = (request: Request) => ({
      request,
      region: "eu",
      agentId: chat.agentId,
      conversationId: chat.conversationId,
      deps,
      session: null,
      clientIp: nextIp(),
      provider: createOfflineProvider(),
    });
    const url = `${chat.base}/${chat.conversationId}/messages`;
    const messages = () => eu.conversationMessage.count({ where: { conversationId: chat.conversationId } });
    const before = await messages();
    const headers = { "x-visitor-token": chat.visitorToken, accept: "application/json" };

    const declared = await handleSendMessage(
      options(post(url, "{}", { ...headers, "content-length": String(200 * 1024 * 1024) })),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ success: false, error: BODY_TOO_LARGE_MESSAGE });

    const { stream, pulled } = streamedBody(200 * 1024 * 1024);
    const streamed = await handleSendMessage(options(post(url, stream, headers)));
    expect(streamed.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(BODY_LIMITS.runtime + 64 * 1024);
    expect(await messages()).toBe(before);
  });

  it("a conversation start and a lead over the cap are 413 too", async () => {
    const chat = await conversation();
    const huge = JSON.stringify({ channel: "widget", pageUrl: "x".repeat(BODY_LIMITS.runtime) });
    const start = await handleStartConversation({
      request: post(chat.base, huge),
      region: "eu",
      agentId: chat.agentId,
      deps,
      session: null,
      clientIp: nextIp(),
    });
    expect(start.status).toBe(413);
    const lead = await handleSubmitLead({
      request: post(
        `${chat.base}/${chat.conversationId}/lead`,
        JSON.stringify({ answers: { name: "x".repeat(70_000) } }),
        {
          "x-visitor-token": chat.visitorToken,
        },
      ),
      region: "eu",
      agentId: chat.agentId,
      conversationId: chat.conversationId,
      deps,
      session: null,
      clientIp: nextIp(),
    });
    expect(lead.status).toBe(413);
  });
});
