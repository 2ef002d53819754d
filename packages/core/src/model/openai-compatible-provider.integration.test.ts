import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createModelProvider } from "./create-model-provider";
import { ModelProviderError } from "./model-provider";

const API_KEY = "sk-test-123";

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}
type Reply = { status: number; body: string; delayMs?: number; contentType?: string };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

const completion = (content: string) =>
  JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  });

const toolCallCompletion = (
  calls: Array<{ id: string; name: string; arguments: string }>,
  content: string | null = null,
) =>
  JSON.stringify({
    id: "chatcmpl-2",
    object: "chat.completion",
    model: "gpt-4o-mini",
    choices: [
      {
        index: 0,
        finish_reason: "tool_calls",
        message: {
          role: "assistant",
          content,
          tool_calls: calls.map((call) => ({
            id: call.id,
            type: "function",
            function: { name: call.name, arguments: call.arguments },
          })),
        },
      },
    ],
    usage: { prompt_tokens: 50, completion_tokens: 10 },
  });

const completionWithUsage = (content: string) =>
  JSON.stringify({
    id: "chatcmpl-3",
    object: "chat.completion",
    model: "gpt-4o-mini",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    usage: { prompt_tokens: 80, completion_tokens: 20 },
  });

/** Server-sent chunks as the API streams them, the tool call's arguments cut in pieces. */
function sse(chunks: unknown[]): Reply {
  return {
    status: 200,
    contentType: "text/event-stream",
    body: [...chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`), "data: [DONE]\n\n"].join(""),
  };
}

const ORDER_TOOL = {
  name: "order_status",
  description: "Looks up an order",
  parameters: {
    type: "object" as const,
    properties: { orderId: { type: "string" as const } },
    required: ["orderId"],
    additionalProperties: false as const,
  },
};

interface WireMessage {
  role: string;
  content?: string | null;
  tool_call_id?: string;
  tool_calls?: unknown[];
}

function messagesOf(body: unknown): WireMessage[] {
  if (typeof body === "object" && body !== null && "messages" in body && Array.isArray(body.messages)) {
    return body.messages.flatMap((message: unknown) =>
      typeof message === "object" && message !== null && "role" in message && typeof message.role === "string"
        ? [{ ...message, role: message.role }]
        : [],
    );
  }
  return [];
}

describe("OpenAI-compatible provider (local stand-in server)", () => {
  let server: Server;
  let baseUrl: string;
  let recorded: Recorded[] = [];
  let nextReply: Reply | undefined;
  /** replies for the next requests, in order (before nextReply) */
  let queue: Reply[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then(async (raw) => {
        recorded.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(raw),
        });
        const reply = queue.shift() ?? nextReply ?? { status: 200, body: completion("Hello from the stand-in") };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        response.writeHead(reply.status, { "Content-Type": reply.contentType ?? "application/json" });
        response.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
    baseUrl = `http://127.0.0.1:${port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    recorded = [];
    nextReply = undefined;
    queue = [];
  });

  it("POSTs the chat with the system prompt, bearer key and options, and returns the text", async () => {
    const provider = createModelProvider({
      provider: "openai",
      baseUrl: `${baseUrl}/`,
      apiKey: API_KEY,
      defaultModel: "gpt-4o-mini",
    });
    const reply = await provider.complete({
      system: "Be brief.",
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
        { role: "user", content: "Purple?" },
      ],
      maxTokens: 100,
      temperature: 0.2,
    });
    expect(reply).toMatchObject({ text: "Hello from the stand-in", model: "gpt-4o-mini" });
    expect(reply.usage?.tokensOut).toBeGreaterThan(0);
    expect(recorded).toEqual([
      {
        method: "POST",
        url: "/v1/chat/completions",
        authorization: `Bearer ${API_KEY}`,
        body: {
          model: "gpt-4o-mini",
          messages: [
            { role: "system", content: "Be brief." },
            { role: "user", content: "Hi" },
            { role: "assistant", content: "Hello" },
            { role: "user", content: "Purple?" },
          ],
          max_tokens: 100,
          temperature: 0.2,
        },
      },
    ]);
  });

  it("uses the request's model and sends no Authorization without a key", async () => {
    const provider = createModelProvider({ provider: "openai", baseUrl, defaultModel: "gpt-4o-mini" });
    await provider.complete({ messages: [{ role: "user", content: "x" }], model: "local-model" });
    expect(recorded[0]?.authorization).toBeUndefined();
    expect(recorded[0]?.body).toEqual({ model: "local-model", messages: [{ role: "user", content: "x" }] });
  });

  it("turns an HTTP 500 into a ModelProviderError with the status and the API's message, without the key", async () => {
    nextReply = { status: 500, body: JSON.stringify({ error: { message: "The server had an error" } }) };
    const provider = createModelProvider({ provider: "openai", baseUrl, apiKey: API_KEY, defaultModel: "m" });
    const error = await provider.complete({ messages: [{ role: "user", content: "x" }] }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ModelProviderError);
    if (!(error instanceof ModelProviderError)) throw new Error("expected ModelProviderError");
    expect(error.status).toBe(500);
    expect(error.message).toBe("Model API answered 500: The server had an error");
    expect(error.message).not.toContain(API_KEY);
  });

  it("reports a 401 with a non-JSON body and a 200 without choices", async () => {
    const provider = createModelProvider({ provider: "openai", baseUrl, apiKey: API_KEY, defaultModel: "m" });
    nextReply = { status: 401, body: "unauthorized" };
    await expect(provider.complete({ messages: [{ role: "user", content: "x" }] })).rejects.toThrow(
      "Model API answered 401: unauthorized",
    );
    nextReply = { status: 200, body: JSON.stringify({ choices: [] }) };
    await expect(provider.complete({ messages: [{ role: "user", content: "x" }] })).rejects.toThrow(
      "Model API answered 200 without a message",
    );
  });

  it("gives up after the timeout", async () => {
    nextReply = { status: 200, body: completion("late"), delayMs: 1_000 };
    const provider = createModelProvider({ provider: "openai", baseUrl, defaultModel: "m", timeoutMs: 200 });
    await expect(provider.complete({ messages: [{ role: "user", content: "x" }] })).rejects.toThrow(
      "Model API did not answer within 200 ms",
    );
  });

  it("reports an unreachable server", async () => {
    const provider = createModelProvider({ provider: "openai", baseUrl: "http://127.0.0.1:9/v1", defaultModel: "m" });
    await expect(provider.complete({ messages: [{ role: "user", content: "x" }] })).rejects.toThrow(
      /^Model API unreachable/,
    );
  });

  it("offers the tools, runs the call the model asks for, sends the result back and sums the usage", async () => {
    queue = [
      {
        status: 200,
        body: toolCallCompletion([{ id: "call_a", name: "order_status", arguments: '{"orderId":"A-1"}' }]),
      },
      { status: 200, body: completionWithUsage("Order A-1 has shipped.") },
    ];
    const calls: Array<[string, string]> = [];
    const provider = createModelProvider({ provider: "openai", baseUrl, defaultModel: "gpt-4o-mini" });
    const reply = await provider.complete({
      messages: [{ role: "user", content: "Where is A-1?" }],
      tools: [ORDER_TOOL],
      callTool: (name, args) => {
        calls.push([name, args]);
        return Promise.resolve('{"status":"shipped"}');
      },
    });
    expect(calls).toEqual([["order_status", '{"orderId":"A-1"}']]);
    expect(reply).toMatchObject({ text: "Order A-1 has shipped.", usage: { tokensIn: 130, tokensOut: 30 } });
    expect(reply.toolCalls).toEqual([{ name: "order_status", ok: true, ms: expect.any(Number) }]);
    expect(recorded).toHaveLength(2);
    expect(recorded[0]?.body).toMatchObject({
      tools: [{ type: "function", function: ORDER_TOOL }],
      tool_choice: "auto",
    });
    expect(messagesOf(recorded[1]?.body).slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_a", type: "function", function: { name: "order_status", arguments: '{"orderId":"A-1"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_a", content: '{"status":"shipped"}' },
    ]);
  });

  it("streams a tool call given in pieces, then the answer, and reports a failed call to the model", async () => {
    queue = [
      sse([
        { choices: [{ delta: { content: "Let me check." } }] },
        {
          choices: [
            {
              delta: {
                tool_calls: [
                  { index: 0, id: "call_s", type: "function", function: { name: "order_status", arguments: "" } },
                ],
              },
            },
          ],
        },
        { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: '{"orderId"' } }] } }] },
        { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: ':"B-2"}' } }] } }] },
        { choices: [{ delta: {}, finish_reason: "tool_calls" }] },
        { choices: [], usage: { prompt_tokens: 40, completion_tokens: 12 } },
      ]),
      sse([
        { choices: [{ delta: { content: "Sorry, " } }] },
        { choices: [{ delta: { content: "the order service is down." } }] },
        { choices: [], usage: { prompt_tokens: 60, completion_tokens: 8 } },
      ]),
    ];
    const provider = createModelProvider({ provider: "openai", baseUrl, defaultModel: "gpt-4o-mini" });
    const tokens: string[] = [];
    const reply = await provider.stream(
      {
        messages: [{ role: "user", content: "Where is B-2?" }],
        tools: [ORDER_TOOL],
        callTool: (name, args) => Promise.resolve({ ok: false, content: `${name} ${args}: timed out` }),
      },
      (token) => tokens.push(token),
    );
    const text = "Let me check.\n\nSorry, the order service is down.";
    expect(tokens.join("")).toBe(text);
    expect(reply).toMatchObject({ text, usage: { tokensIn: 100, tokensOut: 20 } });
    expect(reply.toolCalls).toEqual([{ name: "order_status", ok: false, ms: expect.any(Number) }]);
    expect(recorded[1]?.body).toMatchObject({ stream: true, tool_choice: "auto" });
    expect(messagesOf(recorded[1]?.body).slice(1)).toEqual([
      {
        role: "assistant",
        content: "Let me check.",
        tool_calls: [
          { id: "call_s", type: "function", function: { name: "order_status", arguments: '{"orderId":"B-2"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_s", content: 'order_status {"orderId":"B-2"}: timed out' },
    ]);
  });

  it("stops offering tools after three rounds, and answers unknown tools and throws itself", async () => {
    const ask = (id: string, name: string) => ({
      status: 200,
      body: toolCallCompletion([{ id, name, arguments: "{}" }]),
    });
    queue = [
      ask("c1", "order_status"),
      ask("c2", "made_up"),
      ask("c3", "order_status"),
      { status: 200, body: completionWithUsage("Done.") },
    ];
    let called = 0;
    const provider = createModelProvider({ provider: "openai", baseUrl, defaultModel: "gpt-4o-mini" });
    const reply = await provider.complete({
      messages: [{ role: "user", content: "Go" }],
      tools: [ORDER_TOOL],
      callTool: () => {
        called++;
        return Promise.reject(new Error("boom"));
      },
    });
    expect(reply.text).toBe("Done.");
    expect(called).toBe(2);
    expect(reply.toolCalls?.map((call) => [call.name, call.ok])).toEqual([
      ["order_status", false],
      ["made_up", false],
      ["order_status", false],
    ]);
    expect(
      recorded.map((request) =>
        typeof request.body === "object" && request.body !== null && "tool_choice" in request.body
          ? request.body.tool_choice
          : undefined,
      ),
    ).toEqual(["auto", "auto", "auto", "none"]);
    const toolMessages = messagesOf(recorded[3]?.body).filter((message) => message.role === "tool");
    expect(toolMessages.map((message) => message.content)).toEqual([
      "The tool failed: boom",
      'There is no tool named "made_up".',
      "The tool failed: boom",
    ]);
  });

  it("sends no tools without callTool", async () => {
    const provider = createModelProvider({ provider: "openai", baseUrl, defaultModel: "m" });
    await provider.complete({ messages: [{ role: "user", content: "x" }], tools: [ORDER_TOOL] });
    expect(recorded[0]?.body).toEqual({ model: "m", messages: [{ role: "user", content: "x" }] });
  });
});
