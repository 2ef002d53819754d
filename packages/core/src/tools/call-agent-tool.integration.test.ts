import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TAgentTool } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAgentTool, TOOL_RESULT_MAX_CHARS, type ToolCallFailure } from "./call-agent-tool";

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
}

describe("callAgentTool (local tool server)", () => {
  let server: Server;
  let origin: string;
  let allowedHosts: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        const path = new URL(request.url ?? "/", "http://x").pathname;
        if (path === "/fail") {
          response.writeHead(500, { "content-type": "text/plain" });
          response.end("database down");
        } else if (path === "/long") {
          response.writeHead(200, { "content-type": "text/plain" });
          response.end("z".repeat(10_000));
        } else if (path === "/slow") {
          // never answers
        } else {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ status: "shipped", eta: "tomorrow" }, null, 2));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
    origin = `http://127.0.0.1:${port}`;
    allowedHosts = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const tool = (path: string, overrides: Partial<TAgentTool> = {}): TAgentTool => ({
    id: "orders",
    name: "Order lookup",
    description: "",
    serverUrl: `${origin}${path}?source=parlo`,
    serverUrlSecret: "tool-secret-1",
    fields: [
      { in: "query", key: "orderId", type: "string", required: true },
      { in: "body", key: "count", type: "number" },
      { in: "header", key: "X-Shop", type: "string", defaultValue: "main" },
    ],
    ...overrides,
  });

  it("sends query, JSON body, headers and the secret as a POST, and compacts a JSON answer", async () => {
    const result = await callAgentTool({
      tool: tool("/orders"),
      args: '{"orderId":"A 1","count":3}',
      fetchGuard: { allowedHosts },
    });
    expect(result).toEqual({ ok: true, content: '{"status":"shipped","eta":"tomorrow"}' });
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: "POST", url: "/orders?source=parlo&orderId=A+1", body: '{"count":3}' });
    expect(request?.headers["x-shop"]).toBe("main");
    expect(request?.headers["x-tool-secret"]).toBe("tool-secret-1");
    expect(request?.headers["content-type"]).toBe("application/json");
  });

  it("reports failures to the model and logs them without secrets or arguments", async () => {
    const logged: ToolCallFailure[] = [];
    const log = (failure: ToolCallFailure) => logged.push(failure);
    const call = (path: string, args: string, extra: Partial<TAgentTool> = {}, timeoutMs?: number) =>
      callAgentTool({
        tool: tool(path, extra),
        args,
        fetchGuard: { allowedHosts },
        log,
        agentId: "agent-1",
        timeoutMs,
      });

    expect(await call("/fail", '{"orderId":"1"}')).toEqual({
      ok: false,
      content: 'The tool "Order lookup" failed: its server answered 500: database down',
    });
    expect(await call("/slow", '{"orderId":"1"}', {}, 300)).toEqual({
      ok: false,
      content: 'The tool "Order lookup" did not answer within 0.3 seconds.',
    });
    expect(await call("/orders", "{}")).toEqual({
      ok: false,
      content: 'The tool "Order lookup" was not called: "orderId" is required. Fix the arguments and try again.',
    });
    expect(
      await call("/orders", '{"orderId":"1"}', {
        fields: [{ in: "header", key: "Host", type: "string", value: "evil" }],
      }),
    ).toMatchObject({
      ok: false,
      content: 'The tool "Order lookup" could not be called: "Host" cannot be sent as a header.',
    });
    expect(
      await call("/orders", '{"X-Id":"a\\r\\nX-Evil: 1"}', {
        fields: [{ in: "header", key: "X-Id", type: "string" }],
      }),
    ).toMatchObject({ ok: false, content: expect.stringContaining("cannot contain line breaks") });
    expect(await callAgentTool({ tool: tool("/orders"), args: '{"orderId":"1"}', log, agentId: "agent-1" })).toEqual({
      ok: false,
      content: 'The tool "Order lookup" could not be called: its server address is not allowed.',
    });

    expect(logged).toHaveLength(6);
    expect(logged[0]).toMatchObject({ agentId: "agent-1", toolId: "orders", tool: "Order lookup", reason: "HTTP 500" });
    expect(logged[1]).toMatchObject({ reason: "No complete answer within 300 ms" });
    expect(logged[5]?.reason).toContain("loopback");
    const text = JSON.stringify(logged);
    expect(text).not.toContain("tool-secret-1");
    expect(text).not.toContain("source=parlo");
  });

  it("cuts long answers for the model", async () => {
    const result = await callAgentTool({ tool: tool("/long"), args: '{"orderId":"1"}', fetchGuard: { allowedHosts } });
    expect(result.ok).toBe(true);
    expect(result.content.startsWith("z".repeat(TOOL_RESULT_MAX_CHARS))).toBe(true);
    expect(result.content).toContain("[truncated: 6000 more characters]");
  });
});
