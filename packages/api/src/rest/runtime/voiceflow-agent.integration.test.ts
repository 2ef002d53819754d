import { createServer, type Server } from "node:http";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, startModelStandIn, type ModelStandIn } from "@parlo/testing";
import { ZSendMessageOutput, ZStartConversationOutput } from "@parlo/validators";
import { createOpenAiCompatibleProvider } from "@parlo/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

/**
 * A vf agent through the public runtime: its answers come from its Voiceflow-compatible runtime
 * (a local stand-in), one Voiceflow session per conversation, never from the default model; the
 * key stays on the server.
 */

const deps = createTestDeps();
const eu = deps.db.for("eu");
const KEY = "VF.DM.runtime-test-key";
const calls: Array<{ userId: string; authorization: string | undefined; action: unknown }> = [];
let voiceflow: Server;
let voiceflowUrl = "";
let model: ModelStandIn;

beforeAll(async () => {
  model = await startModelStandIn();
  voiceflow = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const userId = /^\/state\/user\/([^/]+)\/interact$/.exec(request.url ?? "")?.[1] ?? "";
      const body: unknown = JSON.parse(raw);
      const action = typeof body === "object" && body !== null && "action" in body ? body.action : null;
      calls.push({ userId, authorization: request.headers.authorization, action });
      const said =
        typeof action === "object" && action !== null && "payload" in action ? String(action.payload) : "(launch)";
      const traces =
        request.headers.authorization === KEY
          ? [{ type: "text", payload: { message: `Voiceflow heard: ${said}` } }]
          : { message: "Invalid API key" };
      response.writeHead(request.headers.authorization === KEY ? 200 : 401, { "Content-Type": "application/json" });
      response.end(JSON.stringify(traces));
    });
  });
  await new Promise<void>((resolve) => voiceflow.listen(0, "127.0.0.1", resolve));
  const address = voiceflow.address();
  voiceflowUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => voiceflow.close(resolve));
  await model.stop();
  await deps.db.disconnect();
});

const url = (agentId: string, path = "") => `http://localhost/api/runtime/eu/agents/${agentId}/conversations${path}`;

describe("vf agents", () => {
  it("answer from their Voiceflow runtime, one session per conversation", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await api.agent.create({
      region: "eu",
      workspaceId: user.id,
      title: "Voiceflow desk",
      agentPlatform: "vf",
    });
    await api.agent.update({ region: "eu", agentId, settings: { VF_DM_API_KEY: KEY } });
    await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(10) } });
    const common = { region: "eu", agentId, deps, session: null, clientIp: "10.7.0.1" };
    const provider = createOpenAiCompatibleProvider({ baseUrl: model.baseUrl, defaultModel: "gpt-4o-mini" });

    const chat = async () => {
      const started = ZStartConversationOutput.parse(
        await (
          await handleStartConversation({
            ...common,
            request: new Request(url(agentId), { method: "POST", body: "{}" }),
          })
        ).json(),
      );
      // the widget learns the platform, never the key
      expect(started.agent.agentPlatform).toBe("vf");
      expect(JSON.stringify(started)).not.toContain(KEY);
      return started;
    };
    const send = async (started: { conversationId: string; visitorToken: string }, text: string) => {
      const response = await handleSendMessage({
        ...common,
        conversationId: started.conversationId,
        provider,
        voiceflow: { baseUrl: voiceflowUrl },
        request: new Request(url(agentId, `/${started.conversationId}/messages`), {
          method: "POST",
          headers: { "x-visitor-token": started.visitorToken, accept: "application/json" },
          body: JSON.stringify({ text }),
        }),
      });
      return ZSendMessageOutput.parse(await response.json());
    };

    const first = await chat();
    const answer = await send(first, "Where is my bike?");
    expect(answer.answer?.content).toContain("Voiceflow heard: Where is my bike?");
    expect(answer.meta?.model).toBe("voiceflow");
    expect(model.requests).toHaveLength(0);
    const second = await chat();
    await send(second, "Hello");
    await send(first, "Thanks");

    // each conversation is its own Voiceflow user; every call carried the key
    expect(new Set(calls.map((c) => c.userId))).toEqual(new Set([first.conversationId, second.conversationId]));
    expect(calls.every((c) => c.authorization === KEY)).toBe(true);
    expect(calls.filter((c) => c.userId === first.conversationId).at(-1)?.action).toEqual({
      type: "text",
      payload: "Thanks",
    });
  });
});
