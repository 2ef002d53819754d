import { describe, expect, it } from "vitest";
import { resumeStream, ResumeStreamError, resumeStreamUrl } from "./resume-stream";

interface Call {
  url: string;
  headers: Headers;
  method: string;
}

/** A fetch that records the call and answers with a body sent in the given chunks. */
function fakeFetch(answer: { status?: number; chunks?: string[]; body?: string; headers?: Record<string, string> }) {
  const calls: Call[] = [];
  const encoder = new TextEncoder();
  const fetcher: typeof fetch = (input, init) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), method: init?.method ?? "GET" });
    const chunks = answer.chunks;
    const body = chunks
      ? new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
            controller.close();
          },
        })
      : (answer.body ?? null);
    return Promise.resolve(new Response(body, { status: answer.status ?? 200, headers: answer.headers }));
  };
  return { fetcher, calls };
}

const target = {
  baseUrl: "https://app.example.com/",
  region: "eu",
  agentId: "Agent0123456789a",
  conversationId: "conv 1",
  visitorToken: "token-1",
};

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("resumeStream", () => {
  it("GETs the conversation's stream with Last-Event-ID and the visitor token, and yields the rest with ids", async () => {
    const { fetcher, calls } = fakeFetch({
      chunks: [
        "retry: 2000\nid: u1:4:20\nevent: tok",
        'en\ndata: {"text":"open "}\n\nid: u1:5:end\nevent: done\n',
        'data: {"status":"ai"}\n\n',
      ],
    });
    const events = await collect(resumeStream({ ...target, lastEventId: "u1:3:15", fetch: fetcher }));
    expect(events).toEqual([
      { event: "token", data: '{"text":"open "}', id: "u1:4:20" },
      { event: "done", data: '{"status":"ai"}', id: "u1:5:end" },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("GET");
    expect(calls[0]?.url).toBe(
      "https://app.example.com/api/runtime/eu/agents/Agent0123456789a/conversations/conv%201/stream",
    );
    expect(calls[0]?.headers.get("last-event-id")).toBe("u1:3:15");
    expect(calls[0]?.headers.get("x-visitor-token")).toBe("token-1");
    expect(calls[0]?.headers.get("accept")).toBe("text/event-stream");
  });

  it("sends no Last-Event-ID without one, and passes other headers on", async () => {
    const { fetcher, calls } = fakeFetch({ chunks: ["id: u1:0:0\nevent: message\ndata: {}\n\n"] });
    const options = { ...target, visitorToken: undefined, headers: { Authorization: "Bearer vg_x" }, fetch: fetcher };
    expect(await collect(resumeStream(options))).toHaveLength(1);
    expect(calls[0]?.headers.has("last-event-id")).toBe(false);
    expect(calls[0]?.headers.has("x-visitor-token")).toBe(false);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer vg_x");
  });

  it("yields nothing for 204 (the answer was complete)", async () => {
    const { fetcher } = fakeFetch({ status: 204 });
    expect(await collect(resumeStream({ ...target, lastEventId: "u1:9:end", fetch: fetcher }))).toEqual([]);
  });

  it("throws the server's message and status for a refusal, with Retry-After for 429", async () => {
    const notFound = fakeFetch({
      status: 404,
      body: JSON.stringify({ success: false, error: "There is no answer to resume." }),
    });
    const refused = await collect(resumeStream({ ...target, fetch: notFound.fetcher })).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ResumeStreamError);
    expect(refused).toMatchObject({ status: 404, message: "There is no answer to resume.", retryAfterSeconds: null });

    const limited = fakeFetch({ status: 429, body: "slow down", headers: { "Retry-After": "12" } });
    const slow = await collect(resumeStream({ ...target, fetch: limited.fetcher })).catch((error: unknown) => error);
    expect(slow).toMatchObject({ status: 429, retryAfterSeconds: 12 });
    expect(slow instanceof Error && slow.message).toContain("429");
  });

  it("builds the route's URL for a same-origin base", () => {
    expect(resumeStreamUrl({ ...target, baseUrl: "" })).toBe(
      "/api/runtime/eu/agents/Agent0123456789a/conversations/conv%201/stream",
    );
  });
});
