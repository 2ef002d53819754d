import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { agentToolbox, sendMessage, startConversation, type ModelProvider } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asAgentKey, asUser, callerFor, createTestDeps } from "@parlo/testing";
import { TOOL_CALL_LOG_MAX_CHARS, type TAgentTool } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");

const SECRET = "tool-secret-echoed";

describe("tool call log and toolCall.recent", () => {
  let server: Server;
  let origin: string;
  let allowedHosts: string;
  let api: ReturnType<typeof createCaller>;
  let scope: { region: "eu"; agentId: string };
  let workspaceId: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const path = new URL(request.url ?? "/", "http://x").pathname;
        if (path === "/fail") {
          response.writeHead(503, { "content-type": "text/plain" });
          response.end("maintenance");
        } else if (path === "/echo") {
          // a careless server that echoes the secret header back
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ secret: request.headers["x-tool-secret"], body, pad: "p".repeat(5000) }));
        } else {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ status: "shipped" }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
    origin = `http://127.0.0.1:${port}`;
    allowedHosts = `127.0.0.1:${port}`;

    const { user } = await createTestUser(eu);
    workspaceId = user.id;
    api = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await api.agent.create({ region: "eu", workspaceId, title: "Tools" });
    scope = { region: "eu", agentId };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.db.disconnect();
  });

  const tool = (id: string, path: string): TAgentTool => ({
    id,
    name: `Tool ${id}`,
    description: "",
    serverUrl: `${origin}${path}`,
    serverUrlSecret: SECRET,
    fields: [{ in: "body", key: "orderId", type: "string", required: true }],
  });

  it("records each finished call (ok or failed, HTTP status, duration) and lists the newest first", async () => {
    const tools = [tool("orders", "/orders"), tool("broken", "/fail"), tool("echo", "/echo")];
    const box = agentToolbox(
      { tools, assignedToolsIds: tools.map((t) => t.id) },
      {
        agentId: scope.agentId,
        fetchGuard: { allowedHosts },
        log: () => {},
        callLog: { db: eu, conversationId: "conv1" },
      },
    );
    const call = box.callTool;
    if (!call) throw new Error("no callTool");
    const names = new Map((box.tools ?? []).map((definition, i) => [tools[i]?.id, definition.name]));
    // a few milliseconds apart, so "newest first" has one answer
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await call(names.get("orders") ?? "", '{"orderId":"A1"}');
    await pause();
    await call(names.get("broken") ?? "", '{"orderId":"A2"}');
    await pause();
    await call(names.get("echo") ?? "", '{"orderId":"A3"}');
    await pause();
    await call(names.get("orders") ?? "", "{}");

    const { calls } = await api.toolCall.recent(scope);
    expect(calls.map((c) => [c.toolId, c.ok, c.httpStatus])).toEqual([
      ["orders", false, null],
      ["echo", true, null],
      ["broken", false, 503],
      ["orders", true, null],
    ]);
    const [invalid, echo, broken, ok] = calls;
    expect(ok).toMatchObject({
      conversationId: "conv1",
      arguments: '{"orderId":"A1"}',
      result: '{"status":"shipped"}',
    });
    expect(ok?.ms).toBeGreaterThanOrEqual(0);
    expect(broken?.result).toContain("503");
    expect(invalid?.result).toContain("was not called");
    // the secret never reaches the log, and long results are shortened
    expect(echo?.result).not.toContain(SECRET);
    expect(echo?.result).toContain("[secret]");
    expect(echo?.result.length).toBeLessThanOrEqual(TOOL_CALL_LOG_MAX_CHARS);

    const onlyOrders = await api.toolCall.recent({ ...scope, toolId: "orders" });
    expect(onlyOrders.calls).toHaveLength(2);
  });

  it("records the calls made while answering a visitor, with the conversation", async () => {
    const { ID: agentId } = await api.agent.create({ region: "eu", workspaceId, title: "Chatty tools" });
    const orders = tool("orders", "/orders");
    await api.agent.update({
      region: "eu",
      agentId,
      settings: { enableNodes: false, tools: [orders], assignedToolsIds: ["orders"] },
    });
    // a model that calls the one tool it is offered, then answers
    const provider: ModelProvider = {
      name: "tool-caller",
      async complete(request) {
        const name = request.tools?.[0]?.name;
        if (name && request.callTool) await request.callTool(name, '{"orderId":"Z9"}');
        return { text: "Your order has shipped.", model: "tool-caller" };
      },
      stream(request) {
        return this.complete(request);
      },
    };
    await eu.workspace.update({ where: { id: workspaceId }, data: { loadTokens: new Prisma.Decimal(10) } });
    const started = await startConversation({ db: deps.db, region: "eu", agentId, channel: "test" });
    await sendMessage({
      db: deps.db,
      region: "eu",
      agentId,
      conversationId: started.conversationId,
      access: { kind: "trusted" },
      text: "Where is my order?",
      provider,
      fetchGuard: { allowedHosts },
    });
    const { calls } = await api.toolCall.recent({ region: "eu", agentId });
    expect(calls).toMatchObject([
      {
        conversationId: started.conversationId,
        toolId: "orders",
        ok: true,
        arguments: '{"orderId":"Z9"}',
        result: '{"status":"shipped"}',
      },
    ]);
  });

  it("keeps the log of one agent from another workspace's members and from the agent's own key", async () => {
    const other = await createTestUser(eu);
    const error = await callerFor(createCaller, deps, asUser(other.user))
      .toolCall.recent(scope)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TRPCError);
    const keyError = await callerFor(createCaller, deps, asAgentKey({ agentId: scope.agentId, workspaceId }))
      .toolCall.recent(scope)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(keyError).toBeInstanceOf(TRPCError);
  });
});
