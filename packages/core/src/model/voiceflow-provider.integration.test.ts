import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { scriptedModelProvider } from "@parlo/testing/scripted-model-provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ModelProviderError, type ModelMessage } from "./model-provider";
import { providerForAgent } from "./provider-for-agent";
import { createVoiceflowProvider, VOICEFLOW_MODEL } from "./voiceflow-provider";

const API_KEY = "VF.DM.test-key-123";

interface Recorded {
  userId: string;
  versionId: string | undefined;
  action: unknown;
  config: unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

function isAction(value: unknown): value is { type: string; payload?: unknown } {
  return typeof value === "object" && value !== null && "type" in value && typeof value.type === "string";
}

const text = (message: string) => ({ type: "text", payload: { message, delay: 1000 } });
const slateText = (line: string) => ({
  type: "text",
  payload: { slate: { id: "s", content: [{ children: [{ text: line, fontWeight: "700" }] }] } },
});

/**
 * A stand-in Voiceflow runtime: one session per user id (launch greets and offers buttons; text
 * remembers a name, answers, ends on "bye"), checking the API key, the version and the path.
 */
function standInRuntime(recorded: Recorded[]): Server {
  const sessions = new Map<string, { name?: string }>();
  return createServer((request, response) => {
    void readBody(request).then(async (raw) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const match = /^\/state\/user\/([^/]+)\/interact$/.exec(request.url ?? "");
      if (request.method !== "POST" || !match?.[1]) return send(404, { message: "Not found" });
      if (request.headers.authorization !== API_KEY) return send(401, { code: 401, message: "Invalid API key" });
      const versionId = request.headers.versionid;
      if (typeof versionId === "string" && versionId !== "production" && versionId !== "development") {
        return send(404, { message: `Version ${versionId} not found` });
      }
      const userId = decodeURIComponent(match[1]);
      const body: unknown = JSON.parse(raw);
      const action = typeof body === "object" && body !== null && "action" in body ? body.action : undefined;
      const config = typeof body === "object" && body !== null && "config" in body ? body.config : undefined;
      recorded.push({ userId, versionId: typeof versionId === "string" ? versionId : undefined, action, config });
      if (!isAction(action)) return send(400, { message: "action required" });

      if (action.type === "launch") {
        sessions.set(userId, {});
        return send(200, [
          { type: "path", payload: { path: "jump" } },
          text("Welcome to Pizza Bot!"),
          {
            type: "choice",
            payload: { buttons: [{ name: "Menu", request: { type: "path-1", payload: { label: "Menu" } } }] },
          },
        ]);
      }
      const session = sessions.get(userId);
      if (!session) return send(200, [text("(no session: launch first)"), { type: "end" }]);
      const said = typeof action.payload === "string" ? action.payload : "";
      if (said === "slow") await new Promise((resolve) => setTimeout(resolve, 1500));
      if (said === "break") return send(500, { message: "Flow crashed" });
      const name = /^my name is (\w+)/i.exec(said)?.[1];
      if (name) {
        session.name = name;
        return send(200, [text(`Nice to meet you, ${name}.`), slateText("What would you like?")]);
      }
      if (/what is my name/i.test(said))
        return send(200, [text(session.name ? `You are ${session.name}.` : "I don't know.")]);
      if (/bye/i.test(said)) {
        sessions.delete(userId);
        return send(200, [{ type: "speak", payload: { message: "<speak>Goodbye!</speak>" } }, { type: "end" }]);
      }
      return send(200, [
        text(`You said: ${said}`),
        {
          type: "choice",
          payload: { buttons: [{ name: "Pizza" }, { request: { type: "path-2", payload: { label: "Pasta" } } }] },
        },
        { type: "debug", payload: { message: "matched fallback" } },
      ]);
    });
  });
}

describe("Voiceflow provider (local stand-in runtime)", () => {
  const recorded: Recorded[] = [];
  let server: Server;
  let baseUrl: string;

  const provider = (userId: string, options: { apiKey?: string; timeoutMs?: number; versionId?: string } = {}) =>
    createVoiceflowProvider({ baseUrl, apiKey: options.apiKey ?? API_KEY, userId, ...options });
  const first = (content: string): ModelMessage[] => [{ role: "user", content }];
  const later = (content: string): ModelMessage[] => [
    { role: "user", content: "earlier" },
    { role: "assistant", content: "earlier answer" },
    { role: "user", content },
  ];

  beforeAll(async () => {
    server = standInRuntime(recorded);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
    baseUrl = `http://127.0.0.1:${port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    recorded.length = 0;
  });

  it("launches the session on the first message, then sends the text, with the key, version and user id", async () => {
    const reply = await provider("conv-a").complete({ system: "ignored", messages: first("hello there") });
    expect(reply.text).toBe("Welcome to Pizza Bot!\n\nYou said: hello there\n\n- Pizza\n- Pasta");
    expect(reply.model).toBe(VOICEFLOW_MODEL);
    expect(reply.usage).toEqual({ tokensIn: 3, tokensOut: Math.ceil(reply.text.length / 4) });
    expect(recorded.map(({ userId, versionId, action }) => ({ userId, versionId, action }))).toEqual([
      { userId: "conv-a", versionId: "production", action: { type: "launch" } },
      { userId: "conv-a", versionId: "production", action: { type: "text", payload: "hello there" } },
    ]);
    expect(recorded[0]?.config).toMatchObject({ tts: false, stripSSML: true });
  });

  it("keeps one session per user id and sends only the last message once the chat has started", async () => {
    await provider("conv-b").complete({ messages: first("My name is Ada") });
    await provider("conv-c").complete({ messages: first("My name is Bob") });
    recorded.length = 0;
    const ada = await provider("conv-b").complete({ messages: later("What is my name?") });
    const bob = await provider("conv-c").complete({ messages: later("What is my name?") });
    expect([ada.text, bob.text]).toEqual(["You are Ada.", "You are Bob."]);
    expect(recorded.map(({ userId, action }) => ({ userId, action }))).toEqual([
      { userId: "conv-b", action: { type: "text", payload: "What is my name?" } },
      { userId: "conv-c", action: { type: "text", payload: "What is my name?" } },
    ]);
  });

  it("reads slate text and speak traces, and launches alone when there is no visitor message", async () => {
    const named = await provider("conv-d").complete({ messages: first("my name is Eve") });
    expect(named.text).toBe("Welcome to Pizza Bot!\n\nNice to meet you, Eve.\n\nWhat would you like?");
    const bye = await provider("conv-d").complete({ messages: later("bye") });
    expect(bye.text).toBe("Goodbye!");
    recorded.length = 0;
    const launched = await provider("conv-e").complete({ messages: [] });
    expect(launched.text).toBe("Welcome to Pizza Bot!\n\n- Menu");
    expect(recorded.map(({ action }) => action)).toEqual([{ type: "launch" }]);
  });

  it("streams the reply piece by piece, the pieces making up the text", async () => {
    const pieces: string[] = [];
    const reply = await provider("conv-f", { versionId: "development" }).stream(
      { messages: first("pizza please") },
      (piece) => pieces.push(piece),
    );
    expect(pieces).toEqual(["Welcome to Pizza Bot!", "\n\nYou said: pizza please", "\n\n- Pizza\n- Pasta"]);
    expect(pieces.join("")).toBe(reply.text);
    expect(recorded.map(({ versionId }) => versionId)).toEqual(["development", "development"]);
  });

  it("reports a refused key as a ModelProviderError naming VF_DM_API_KEY, without the key", async () => {
    const error = await provider("conv-g", { apiKey: "VF.DM.wrong" })
      .complete({ messages: first("hi") })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect(error).toMatchObject({ status: 401, message: expect.stringContaining("VF_DM_API_KEY") });
    expect(String(error)).not.toContain("VF.DM.wrong");
  });

  it("reports runtime failures with their status and message", async () => {
    await expect(provider("conv-h").complete({ messages: first("break") })).rejects.toMatchObject({
      status: 500,
      message: "Voiceflow runtime answered 500: Flow crashed",
    });
    await expect(provider("conv-h", { versionId: "v9" }).complete({ messages: later("x") })).rejects.toMatchObject({
      status: 404,
      message: "Voiceflow runtime answered 404: Version v9 not found",
    });
  });

  it("gives up after the timeout, and reports an unreachable runtime", async () => {
    await provider("conv-i").complete({ messages: first("warm up") });
    const started = Date.now();
    const slow = provider("conv-i", { timeoutMs: 200 }).complete({ messages: later("slow") });
    await expect(slow).rejects.toBeInstanceOf(ModelProviderError);
    await expect(slow).rejects.toThrow(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1400);

    const closed = createVoiceflowProvider({ baseUrl: "http://127.0.0.1:9", apiKey: API_KEY, userId: "x" });
    await expect(closed.complete({ messages: first("hi") })).rejects.toThrow(/Voiceflow runtime unreachable/);
  });

  it("is what providerForAgent picks for a vf agent, with the conversation as the session", async () => {
    const chosen = providerForAgent({
      settings: { agentPlatform: "vf", VF_DM_API_KEY: API_KEY },
      conversationId: "conversation-123",
      defaultProvider: scriptedModelProvider(() => "not me"),
      voiceflow: { baseUrl },
    });
    const reply = await chosen.complete({ messages: first("hi") });
    expect(reply.text).toContain("You said: hi");
    expect(new Set(recorded.map(({ userId }) => userId))).toEqual(new Set(["conversation-123"]));
  });
});
