import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAiCompatibleProvider, type FetchGuardConfig, type ModelProvider } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import { ZSendMessageOutput, ZStartConversationOutput, type TStartConversationOutput } from "@parlo/validators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
const TOOL_SECRET = "tool-secret-42";
const TOOL_ARGUMENTS = { orderId: "A-17", count: 2, "X-Shop": "north" };

interface Listening {
  server: Server;
  origin: string;
  port: number;
}

async function listen(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

async function close({ server }: Listening) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

interface ModelMessage {
  role: string;
  content: string | null;
}

function parseModelRequest(raw: string): { stream: boolean; messages: ModelMessage[]; tools: unknown[] } {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== "object" || value === null) return { stream: false, messages: [], tools: [] };
  const messages =
    "messages" in value && Array.isArray(value.messages)
      ? value.messages.flatMap((message: unknown) =>
          typeof message === "object" && message !== null && "role" in message && typeof message.role === "string"
            ? [
                {
                  role: message.role,
                  content: "content" in message && typeof message.content === "string" ? message.content : null,
                },
              ]
            : [],
        )
      : [];
  return {
    stream: "stream" in value && value.stream === true,
    messages,
    tools: "tools" in value && Array.isArray(value.tools) ? value.tools : [],
  };
}

/**
 * A stand-in OpenAI API that asks for the agent's first tool when it is offered and no tool result is
 * in the chat yet, then answers "Tool said: <result>" (as one JSON completion or streamed chunks).
 */
function modelStandIn(requests: Array<ReturnType<typeof parseModelRequest>>) {
  return createServer((request, response) => {
    void readBody(request).then((raw) => {
      const parsed = parseModelRequest(raw);
      requests.push(parsed);
      const toolResult = parsed.messages.find((message) => message.role === "tool");
      const tool = parsed.tools[0];
      const toolName =
        typeof tool === "object" &&
        tool !== null &&
        "function" in tool &&
        typeof tool.function === "object" &&
        tool.function !== null &&
        "name" in tool.function &&
        typeof tool.function.name === "string"
          ? tool.function.name
          : undefined;
      const usage = { prompt_tokens: 100, completion_tokens: 10 };
      const call = {
        id: "call_1",
        type: "function",
        function: { name: toolName, arguments: JSON.stringify(TOOL_ARGUMENTS) },
      };
      const answer = toolResult ? `Tool said: ${toolResult.content ?? ""}` : "No tool was offered.";
      if (!parsed.stream) {
        response.writeHead(200, { "content-type": "application/json" });
        const message =
          toolName && !toolResult
            ? { role: "assistant", content: null, tool_calls: [call] }
            : { role: "assistant", content: answer };
        response.end(JSON.stringify({ model: "gpt-4o-mini", choices: [{ index: 0, message }], usage }));
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream" });
      const chunks =
        toolName && !toolResult
          ? [
              {
                choices: [
                  { delta: { tool_calls: [{ index: 0, id: call.id, function: { name: toolName, arguments: "" } }] } },
                ],
              },
              {
                choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: call.function.arguments } }] } }],
              },
            ]
          : (answer.match(/\S+\s*/g)?.map((piece) => ({ choices: [{ delta: { content: piece } }] })) ?? []);
      for (const chunk of [...chunks, { choices: [], usage }]) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      response.end("data: [DONE]\n\n");
    });
  });
}

interface ToolRequest {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let model: Listening;
let toolServer: Listening;
let provider: ModelProvider;
const modelRequests: Array<ReturnType<typeof parseModelRequest>> = [];
const toolRequests: ToolRequest[] = [];

beforeAll(async () => {
  model = await listen(modelStandIn(modelRequests));
  provider = createOpenAiCompatibleProvider({ baseUrl: `${model.origin}/v1`, defaultModel: "gpt-4o-mini" });
  toolServer = await listen(
    createServer((request, response) => {
      void readBody(request).then((body) => {
        toolRequests.push({ method: request.method, url: request.url, headers: request.headers, body });
        if (request.url?.startsWith("/hang")) return; // never answers
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ status: "shipped", carrier: "DHL" }));
      });
    }),
  );
});
afterAll(async () => {
  await close(model);
  await close(toolServer);
  await deps.db.disconnect();
});
beforeEach(() => {
  modelRequests.length = 0;
  toolRequests.length = 0;
});

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

async function agentWithTool(path: string, assigned = true) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Shop helper",
    templateKey: "customer-support",
  });
  await api.agent.update({
    region: "eu",
    agentId: agent.ID,
    settings: {
      tools: [
        {
          id: "orders",
          name: "Order status",
          description: "Looks up where an order is",
          serverUrl: `${toolServer.origin}${path}?source=parlo`,
          serverUrlSecret: TOOL_SECRET,
          fields: [
            { in: "query", key: "orderId", type: "string", required: true, description: "The order number" },
            { in: "body", key: "count", type: "number" },
            { in: "header", key: "X-Shop", type: "string" },
          ],
        },
      ],
      assignedToolsIds: assigned ? ["orders"] : [],
    },
  });
  await api.agent.publish({ region: "eu", agentId: agent.ID });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(50) } });
  return agent.ID;
}

async function started(agentId: string): Promise<TStartConversationOutput> {
  const response = await handleStartConversation({
    request: new Request(`http://localhost/api/runtime/eu/agents/${agentId}/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }),
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp: nextIp(),
  });
  expect(response.status).toBe(200);
  return ZStartConversationOutput.parse(await response.json());
}

function send(
  agentId: string,
  conversation: TStartConversationOutput,
  text: string,
  json: boolean,
  fetchGuard?: FetchGuardConfig,
) {
  return handleSendMessage({
    request: new Request(
      `http://localhost/api/runtime/eu/agents/${agentId}/conversations/${conversation.conversationId}/messages`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-visitor-token": conversation.visitorToken,
          accept: json ? "application/json" : "text/event-stream",
        },
        body: JSON.stringify({ text }),
      },
    ),
    region: "eu",
    agentId,
    conversationId: conversation.conversationId,
    deps,
    session: null,
    clientIp: nextIp(),
    provider,
    fetchGuard,
  });
}

async function doneOf(response: Response) {
  const text = await response.text();
  const done = text.split("\n\n").find((block) => block.startsWith("event: done"));
  return ZSendMessageOutput.parse(JSON.parse(/^data: (.*)$/m.exec(done ?? "")?.[1] ?? "null"));
}

function toolMessage() {
  return modelRequests.at(-1)?.messages.find((message) => message.role === "tool")?.content;
}

describe("runtime: the agent calls its HTTP tools", () => {
  it("sends the model's arguments in query, body and header with the secret, and answers with the result", async () => {
    const agentId = await agentWithTool("/orders");
    const allowed = { allowedHosts: `127.0.0.1:${toolServer.port}` };
    const conversation = await started(agentId);

    for (const json of [true, false]) {
      toolRequests.length = 0;
      const response = await send(agentId, conversation, "Where is my order A-17?", json, allowed);
      expect(response.status).toBe(200);
      const output = json ? ZSendMessageOutput.parse(await response.json()) : await doneOf(response);
      expect(output.answer?.content).toBe('Tool said: {"status":"shipped","carrier":"DHL"}');
      // usage of both model calls
      expect(output.meta).toMatchObject({ tokensIn: 200, tokensOut: 20 });

      expect(toolRequests).toHaveLength(1);
      const call = toolRequests[0];
      expect(call?.method).toBe("POST");
      expect(call?.url).toBe("/orders?source=parlo&orderId=A-17");
      expect(JSON.parse(call?.body ?? "")).toEqual({ count: 2 });
      expect(call?.headers["x-shop"]).toBe("north");
      expect(call?.headers["x-tool-secret"]).toBe(TOOL_SECRET);
      expect(call?.headers["content-type"]).toBe("application/json");
    }
    // the model was offered the tool by a safe name with its fields
    expect(JSON.stringify(modelRequests[0]?.tools)).toContain('"name":"Order_status"');
    expect(JSON.stringify(modelRequests[0]?.tools)).toContain('"required":["orderId"]');
  });

  it("tells the model when a tool does not answer in time, and the visitor still gets an answer", async () => {
    const agentId = await agentWithTool("/hang");
    const conversation = await started(agentId);
    const started_ = Date.now();
    const response = await send(agentId, conversation, "Where is my order?", false, {
      allowedHosts: `127.0.0.1:${toolServer.port}`,
      timeoutMs: 400,
    });
    const output = await doneOf(response);
    expect(Date.now() - started_).toBeLessThan(5_000);
    expect(toolRequests).toHaveLength(1);
    expect(toolMessage()).toBe('The tool "Order status" did not answer within 0.4 seconds.');
    expect(output.answer?.content).toBe('Tool said: The tool "Order status" did not answer within 0.4 seconds.');
  });

  it("refuses a private tool address that is not allow-listed, and tells the model", async () => {
    const agentId = await agentWithTool("/orders");
    const conversation = await started(agentId);
    const response = await send(agentId, conversation, "Where is my order?", true);
    const output = ZSendMessageOutput.parse(await response.json());
    expect(toolRequests).toHaveLength(0);
    expect(toolMessage()).toBe('The tool "Order status" could not be called: its server address is not allowed.');
    expect(output.answer?.content).toContain("its server address is not allowed");
  });

  it("offers only assigned tools", async () => {
    const agentId = await agentWithTool("/orders", false);
    const conversation = await started(agentId);
    const response = await send(agentId, conversation, "Hi", true, { allowedHosts: `127.0.0.1:${toolServer.port}` });
    const output = ZSendMessageOutput.parse(await response.json());
    expect(output.answer?.content).toBe("No tool was offered.");
    expect(modelRequests).toHaveLength(1);
    expect(modelRequests[0]?.tools).toEqual([]);
    expect(toolRequests).toHaveLength(0);
  });
});
