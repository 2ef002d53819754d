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
type Reply = { status: number; body: string; delayMs?: number };

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

describe("OpenAI-compatible provider (local stand-in server)", () => {
  let server: Server;
  let baseUrl: string;
  let recorded: Recorded[] = [];
  let nextReply: Reply | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then(async (raw) => {
        recorded.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(raw),
        });
        const reply = nextReply ?? { status: 200, body: completion("Hello from the stand-in") };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        response.writeHead(reply.status, { "Content-Type": "application/json" });
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
});
