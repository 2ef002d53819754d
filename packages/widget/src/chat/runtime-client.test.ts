import { RUNTIME_MESSAGES } from "@parlo/validators/plain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listMessages, requestHandoff, sendMessage, startConversation } from "./runtime-client";

const target = { region: "eu", agentId: "A".repeat(16) };
const conversation = { conversationId: "c1", visitorToken: "t1" };
const stored = (id: string, role: string, content: string) => ({ id, role, content, createdAt: "" });

/** A text/event-stream response whose body arrives in these chunks. */
function streamResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendMessage", () => {
  it("posts with the visitor token and streams the answer token by token", async () => {
    const sse = [
      `event: message\ndata: ${JSON.stringify(stored("u1", "user", "Hours?"))}\n\n`,
      'event: token\ndata: {"text":"We open"}\n\nevent: tok',
      'en\ndata: {"text":" at 9."}\n\n',
      `event: done\ndata: ${JSON.stringify({ userMessage: stored("u1", "user", "Hours?"), answer: stored("a1", "assistant", "We open at 9."), meta: {} })}\n\n`,
    ];
    const fetchMock = mockFetch(streamResponse(sse));
    const tokens: string[] = [];
    const users: string[] = [];
    const result = await sendMessage(target, conversation, "Hours?", {
      onUserMessage: (m) => users.push(m.id),
      onToken: (t) => tokens.push(t),
    });
    expect(result).toEqual({ ok: true, value: stored("a1", "assistant", "We open at 9.") });
    expect(tokens).toEqual(["We open", " at 9."]);
    expect(users).toEqual(["u1"]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/runtime/eu/agents/${"A".repeat(16)}/conversations/c1/messages`);
    expect(new Headers(init?.headers).get("x-visitor-token")).toBe("t1");
    expect(new Headers(init?.headers).get("accept")).toBe("text/event-stream");
    expect(init?.body).toBe('{"text":"Hours?"}');
  });

  it("ends with the error event's message", async () => {
    mockFetch(
      streamResponse(['event: token\ndata: {"text":"Hal"}\n\nevent: error\ndata: {"error":"Model down."}\n\n']),
    );
    const result = await sendMessage(target, conversation, "x", { onUserMessage: () => {}, onToken: () => {} });
    expect(result).toEqual({ ok: false, status: 200, error: "Model down." });
  });

  it("fails when the stream ends without done", async () => {
    mockFetch(streamResponse(['event: token\ndata: {"text":"Hal"}\n\n']));
    const result = await sendMessage(target, conversation, "x", { onUserMessage: () => {}, onToken: () => {} });
    expect(result).toEqual({ ok: false, status: 502, error: RUNTIME_MESSAGES.modelFailed });
  });

  it("resumes a stream that broke mid-answer from its last event id, and keeps the tokens in order", async () => {
    const done = {
      userMessage: stored("u1", "user", "Hours?"),
      answer: stored("a1", "assistant", "We open at 9."),
      meta: {},
    };
    const responses = [
      streamResponse([
        `retry: 2000\nevent: message\nid: u1:0:0\ndata: ${JSON.stringify(stored("u1", "user", "Hours?"))}\n\n`,
        'event: token\nid: u1:1:7\ndata: {"text":"We open"}\n\n',
      ]),
      streamResponse([
        'event: token\nid: u1:2:13\ndata: {"text":" at 9."}\n\n',
        `event: done\nid: u1:3:end\ndata: ${JSON.stringify(done)}\n\n`,
      ]),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => responses.shift() ?? new Response(null, { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const tokens: string[] = [];
    const result = await sendMessage(target, conversation, "Hours?", {
      onUserMessage: () => {},
      onToken: (t) => tokens.push(t),
    });
    expect(result).toEqual({ ok: true, value: stored("a1", "assistant", "We open at 9.") });
    expect(tokens).toEqual(["We open", " at 9."]);
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe(`/api/runtime/eu/agents/${"A".repeat(16)}/conversations/c1/stream`);
    expect(init?.method).toBe("GET");
    expect(new Headers(init?.headers).get("last-event-id")).toBe("u1:1:7");
    expect(new Headers(init?.headers).get("x-visitor-token")).toBe("t1");
  });

  it("shows the server's message for 402 and 429, and the apology for unreadable errors", async () => {
    mockFetch(Response.json({ success: false, error: RUNTIME_MESSAGES.outOfCredits }, { status: 402 }));
    expect(await sendMessage(target, conversation, "x", { onUserMessage: () => {}, onToken: () => {} })).toEqual({
      ok: false,
      status: 402,
      error: RUNTIME_MESSAGES.outOfCredits,
    });
    mockFetch(new Response("<html>Not found</html>", { status: 404 }));
    expect(await sendMessage(target, conversation, "x", { onUserMessage: () => {}, onToken: () => {} })).toEqual({
      ok: false,
      status: 404,
      error: RUNTIME_MESSAGES.modelFailed,
    });
  });

  it("reads a JSON answer when the server does not stream", async () => {
    const output = { userMessage: stored("u1", "user", "x"), answer: stored("a1", "assistant", "Hi"), meta: {} };
    mockFetch(Response.json(output));
    const tokens: string[] = [];
    const result = await sendMessage(target, conversation, "x", {
      onUserMessage: () => {},
      onToken: (t) => tokens.push(t),
    });
    expect(result).toEqual({ ok: true, value: output.answer });
    expect(tokens).toEqual(["Hi"]);
  });

  it("answers an abort with no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("aborted", "AbortError");
      }),
    );
    expect(await sendMessage(target, conversation, "x", { onUserMessage: () => {}, onToken: () => {} })).toEqual({
      ok: false,
      status: 0,
      error: "",
    });
  });
});

describe("startConversation", () => {
  it("posts the channel and visitor id and reads the answer", async () => {
    const fetchMock = mockFetch(
      Response.json({
        conversationId: "c1",
        visitorId: "visitor-1",
        visitorToken: "t1",
        agent: { ID: "a", title: "Bot", initMessages: ["Hi"] },
        messages: [stored("g1", "assistant", "Hi")],
      }),
    );
    const result = await startConversation(target, { channel: "share", visitorId: "visitor-1" });
    expect(result.ok && result.value.conversationId).toBe("c1");
    expect(result.ok && result.value.agent.title).toBe("Bot");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"channel":"share","visitorId":"visitor-1"}');
  });
});

describe("human handoff", () => {
  it("asks for a person with the visitor token and reads the answer", async () => {
    const fetchMock = mockFetch(
      Response.json({ status: "handoff_requested", message: RUNTIME_MESSAGES.handoffRequested }),
    );
    const result = await requestHandoff(target, conversation);
    expect(result).toEqual({
      ok: true,
      value: { status: "handoff_requested", message: RUNTIME_MESSAGES.handoffRequested },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/runtime/eu/agents/${"A".repeat(16)}/conversations/c1/handoff`);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("x-visitor-token")).toBe("t1");
  });

  it("polls the messages since a time and reads the status", async () => {
    const fetchMock = mockFetch(Response.json({ messages: [stored("h1", "human", "Hello")], status: "human" }));
    const since = "2025-01-01T10:00:00.000Z";
    const result = await listMessages(target, conversation, undefined, since);
    expect(result).toEqual({ ok: true, value: { messages: [stored("h1", "human", "Hello")], status: "human" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/runtime/eu/agents/${"A".repeat(16)}/conversations/c1/messages?since=${encodeURIComponent(since)}`,
    );
  });

  it("tells the status of a send while a person has taken over", async () => {
    const output = { userMessage: stored("u1", "user", "x"), answer: null, meta: null, status: "human" };
    mockFetch(Response.json(output));
    const statuses: string[] = [];
    const result = await sendMessage(target, conversation, "x", {
      onUserMessage: () => {},
      onToken: () => {},
      onStatus: (s) => statuses.push(s),
    });
    expect(result).toEqual({ ok: true, value: null });
    expect(statuses).toEqual(["human"]);
  });
});
