import { createOpenAiCompatibleProvider, type ModelProvider } from "@parlo/core";
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
  RUNTIME_SSE_RETRY_MS,
  ZRuntimeMessage,
  ZSendMessageOutput,
  ZStartConversationOutput,
  ZTokenEvent,
  type TStartConversationOutput,
} from "@parlo/validators";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { AnswerRegistry } from "./answer-registry";
import { handleResumeStream } from "./resume-answer";
import { handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
const standIns: ModelStandIn[] = [];
afterEach(async () => {
  for (const standIn of standIns.splice(0)) await standIn.stop();
});
afterAll(() => deps.db.disconnect());

let ip = 0;
const nextIp = () => `10.61.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A model that sends the first `pauseAfterTokens` pieces of STAND_IN_REPLY, then waits for release(). */
async function pausingModel(pauseAfterTokens = 3): Promise<{ standIn: ModelStandIn; provider: ModelProvider }> {
  const standIn = await startModelStandIn({ pauseAfterTokens });
  standIns.push(standIn);
  return { standIn, provider: createOpenAiCompatibleProvider({ baseUrl: standIn.baseUrl, defaultModel: "m" }) };
}

async function chat() {
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
    request: new Request(base, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    region: "eu",
    agentId: agent.ID,
    deps,
    session: null,
    clientIp: nextIp(),
  });
  const started: TStartConversationOutput = ZStartConversationOutput.parse(await response.json());
  return { workspaceId: user.id, agentId: agent.ID, base, ...started };
}
type Chat = Awaited<ReturnType<typeof chat>>;

function send(c: Chat, text: string, provider: ModelProvider, answers: AnswerRegistry, signal?: AbortSignal) {
  return handleSendMessage({
    request: new Request(`${c.base}/${c.conversationId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", "x-visitor-token": c.visitorToken },
      body: JSON.stringify({ text }),
      signal,
    }),
    region: "eu",
    agentId: c.agentId,
    conversationId: c.conversationId,
    deps,
    session: null,
    clientIp: nextIp(),
    provider,
    answers,
  });
}

function resume(c: Chat, answers: AnswerRegistry, options: { header?: string; query?: string; token?: string } = {}) {
  const query = options.query === undefined ? "" : `?lastEventId=${encodeURIComponent(options.query)}`;
  const headers: Record<string, string> = { "x-visitor-token": options.token ?? c.visitorToken };
  if (options.header !== undefined) headers["last-event-id"] = options.header;
  return handleResumeStream({
    request: new Request(`${c.base}/${c.conversationId}/stream${query}`, { headers }),
    region: "eu",
    agentId: c.agentId,
    conversationId: c.conversationId,
    deps,
    session: null,
    clientIp: nextIp(),
    answers,
  });
}

interface Event {
  id: string;
  event: string;
  data: unknown;
}

/** The complete events in an event-stream text (blocks without data, like the retry line alone, are skipped). */
function parseEvents(text: string): Event[] {
  return text
    .split("\n\n")
    .filter((block) => /^data: /m.test(block))
    .map((block) => ({
      id: /^id: (.*)$/m.exec(block)?.[1] ?? "",
      event: /^event: (.*)$/m.exec(block)?.[1] ?? "",
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
    }));
}

const tokenText = (events: Event[]) =>
  events
    .filter((e) => e.event === "token")
    .map((e) => ZTokenEvent.parse(e.data).text)
    .join("");

/** Reads a streamed answer until `count` tokens have come, then leaves like a closed browser tab. */
async function readTokensThenLeave(response: Response, count: number, abort: AbortController) {
  const body = response.body;
  if (!body) throw new Error("no body");
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (parseEvents(text).filter((e) => e.event === "token").length < count) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the stream ended early: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  abort.abort();
  await reader.cancel();
  return { text, events: parseEvents(text) };
}

async function ledgerEntries(workspaceId: string) {
  return eu.creditLedgerEntry.count({ where: { workspaceId, direction: "decrease" } });
}

async function storedAnswers(conversationId: string) {
  return eu.conversationMessage.findMany({
    where: { conversationId, role: "assistant", model: { not: null } },
  });
}

describe("runtime streams: SSE conventions", () => {
  it("starts with a retry line and gives every event an id, in order, the last one ending the answer", async () => {
    const c = await chat();
    const { standIn, provider } = await pausingModel(0);
    standIn.release();
    const response = await send(c, "When are you open?", provider, new AnswerRegistry());
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith(`retry: ${RUNTIME_SSE_RETRY_MS}\n`)).toBe(true);
    const events = parseEvents(text);
    expect(events.map((e) => e.event)).toEqual(["message", ...events.slice(1, -1).map(() => "token"), "done"]);
    const userMessage = ZRuntimeMessage.parse(events[0]?.data);
    let chars = 0;
    events.forEach((event, seq) => {
      if (event.event === "token") chars += ZTokenEvent.parse(event.data).text.length;
      const last = seq === events.length - 1;
      expect(event.id).toBe(`${userMessage.id}:${seq}:${last ? "end" : chars}`);
    });
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(tokenText(events)).toBe(STAND_IN_REPLY);
  });
});

describe("runtime streams: resuming an answer", () => {
  it("a client that left mid-answer gets exactly the rest after Last-Event-ID; the answer is stored and charged once", async () => {
    const c = await chat();
    const { standIn, provider } = await pausingModel(3);
    const answers = new AnswerRegistry();
    const abort = new AbortController();
    const response = await send(c, "When are you open?", provider, answers, abort.signal);
    expect(response.status).toBe(200);
    const seen = await readTokensThenLeave(response, 3, abort);
    const tokensSeen = seen.events.filter((e) => e.event === "token");
    expect(tokensSeen).toHaveLength(3);
    const lastId = tokensSeen.at(-1)?.id ?? "";

    // the model goes on although nobody listens: the answer is written, stored and paid
    standIn.release();
    await vi.waitFor(async () => expect(await storedAnswers(c.conversationId)).toHaveLength(1), { timeout: 10_000 });

    // the query names an older event: the header (what a reconnecting EventSource sends) wins
    const resumed = await resume(c, answers, { header: lastId, query: seen.events[0]?.id ?? "" });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get("content-type")).toContain("text/event-stream");
    expect(resumed.headers.get("access-control-allow-origin")).toBe("*");
    const text = await resumed.text();
    expect(text.startsWith(`retry: ${RUNTIME_SSE_RETRY_MS}\n`)).toBe(true);
    const rest = parseEvents(text);
    expect(rest.map((e) => e.event)).toEqual([...rest.slice(0, -1).map(() => "token"), "done"]);
    expect(rest.length).toBeGreaterThan(1);
    const [stored] = await storedAnswers(c.conversationId);
    expect(tokenText(seen.events) + tokenText(rest)).toBe(stored?.content);
    expect(stored?.content).toBe(STAND_IN_REPLY);
    const done = ZSendMessageOutput.parse(rest.at(-1)?.data);
    expect(done.answer?.id).toBe(stored?.id);
    expect(await ledgerEntries(c.workspaceId)).toBe(1);

    // the answer's last event id: nothing more to send (an EventSource stops reconnecting)
    const after = await resume(c, answers, { header: rest.at(-1)?.id ?? "" });
    expect(after.status).toBe(204);
    expect(after.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("resumes an answer still being written: the events so far, then live until done (?lastEventId=)", async () => {
    const c = await chat();
    const { standIn, provider } = await pausingModel(3);
    const answers = new AnswerRegistry();
    const abort = new AbortController();
    const seen = await readTokensThenLeave(await send(c, "Hi", provider, answers, abort.signal), 1, abort);
    // the client saw the visitor's message and at least the first token; the model is held after 3
    const lastSeen = seen.events.at(-1);
    if (!lastSeen) throw new Error("no event");
    const resumed = await resume(c, answers, { query: lastSeen.id });
    expect(resumed.status).toBe(200);
    await standIn.paused();
    standIn.release();
    const rest = parseEvents(await resumed.text());
    expect(rest.at(-1)?.event).toBe("done");
    // nothing twice, nothing missing
    expect(tokenText(seen.events) + tokenText(rest)).toBe(STAND_IN_REPLY);
    const [stored] = await storedAnswers(c.conversationId);
    expect(stored?.content).toBe(STAND_IN_REPLY);
    expect(await ledgerEntries(c.workspaceId)).toBe(1);
  });

  it("once the events are gone (another instance, or later), the rest comes from the stored answer as one token", async () => {
    const c = await chat();
    const { standIn, provider } = await pausingModel(3);
    const abort = new AbortController();
    const seen = await readTokensThenLeave(await send(c, "Hi", provider, new AnswerRegistry(), abort.signal), 3, abort);
    standIn.release();
    await vi.waitFor(async () => expect(await storedAnswers(c.conversationId)).toHaveLength(1), { timeout: 10_000 });
    const lastId = seen.events.filter((e) => e.event === "token").at(-1)?.id ?? "";

    // a registry that never saw the answer: as another app instance would
    const resumed = await resume(c, new AnswerRegistry(), { header: lastId });
    expect(resumed.status).toBe(200);
    const rest = parseEvents(await resumed.text());
    expect(rest.map((e) => e.event)).toEqual(["token", "done"]);
    expect(tokenText(seen.events) + tokenText(rest)).toBe(STAND_IN_REPLY);
    const done = ZSendMessageOutput.parse(rest[1]?.data);
    expect(done.answer?.content).toBe(STAND_IN_REPLY);
    expect(done.meta).toMatchObject({ model: "m", offline: false, tokensIn: 120, tokensOut: 30, credits: "1.075" });
    expect(rest[1]?.id.endsWith(":end")).toBe(true);
    expect(await ledgerEntries(c.workspaceId)).toBe(1);

    // from the visitor's message alone (id :0:0): the whole stored answer
    const whole = parseEvents(
      await (await resume(c, new AnswerRegistry(), { header: seen.events[0]?.id ?? "" })).text(),
    );
    expect(tokenText(whole)).toBe(STAND_IN_REPLY);
  });

  it("answers 404 with nothing to resume, 400 for an id it did not send, 401 to another visitor", async () => {
    const c = await chat();
    const empty = new AnswerRegistry();
    const nothing = await resume(c, empty);
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.nothingToResume });
    const unknownMessage = await resume(c, empty, { header: "abcdefghij0123456789:2:10" });
    expect(unknownMessage.status).toBe(404);
    const malformed = await resume(c, empty, { header: "not an id" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.badLastEventId });

    // an answer kept for another conversation is not sent to this one
    const other = await chat();
    const { standIn, provider } = await pausingModel(0);
    standIn.release();
    const answers = new AnswerRegistry();
    const events = parseEvents(await (await send(other, "Hi", provider, answers)).text());
    const foreignId = events[1]?.id ?? "";
    expect((await resume(c, answers, { header: foreignId })).status).toBe(404);
    expect((await resume(other, answers, { header: foreignId })).status).toBe(200);
    const stranger = await resume(other, answers, { header: foreignId, token: c.visitorToken });
    expect(stranger.status).toBe(401);
  });
});
