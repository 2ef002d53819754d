import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServer } from "./create-app-server";
import { registerDirectRoute } from "./direct-routes";
import { requestClientAddress } from "./request-address";

let cancelled = 0;
const server = createAppServer({
  trustedProxyHops: 0,
  handle: async (_request, response) => {
    response.end("from next");
  },
});

function port(): number {
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the server is not listening on a port");
  return address.port;
}

function call(path: string, init: { method: string; body?: string; headers?: Record<string, string> }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: port(), path, method: init.method, headers: init.headers },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end(init.body);
    },
  );
}

beforeAll(async () => {
  registerDirectRoute({
    method: "POST",
    pattern: /^\/direct\/(?<name>[^/]+)$/,
    headers: [
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Content-Type", value: "text/plain" },
    ],
    handle: async (request, params) => {
      const text = await request.text();
      const seen = { name: params.name, text, ip: requestClientAddress(), xff: request.headers.get("x-forwarded-for") };
      let step = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          step += 1;
          if (step === 1) controller.enqueue(new TextEncoder().encode(`${JSON.stringify(seen)}\n`));
          else if (step === 2) controller.enqueue(new TextEncoder().encode("end"));
          else controller.close();
        },
        cancel() {
          cancelled += 1;
        },
      });
      return new Response(body, { status: 201, headers: { "Content-Type": "application/x-ndjson" } });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  globalThis.parloDirectRoutes = undefined;
  await new Promise((resolve) => server.close(resolve));
});

describe("direct routes", () => {
  it("answers a registered route itself: body in, streamed body out, the route's headers unless the handler set them", async () => {
    const answer = await call("/direct/chat?x=1", {
      method: "POST",
      body: "hello",
      headers: { "content-type": "text/plain", "x-forwarded-for": "6.6.6.6" },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["content-type"]).toBe("application/x-ndjson");
    const [first, last] = answer.body.split("\n");
    // the client's own X-Forwarded-For never reaches the handler: the connection's address does
    expect(JSON.parse(first ?? "")).toEqual({ name: "chat", text: "hello", ip: "127.0.0.1", xff: "127.0.0.1" });
    expect(last).toBe("end");
  });

  it("leaves other paths and methods to the app (Next)", async () => {
    expect((await call("/direct/chat", { method: "GET" })).body).toBe("from next");
    expect((await call("/elsewhere", { method: "POST", body: "x" })).body).toBe("from next");
    expect(cancelled).toBe(0);
  });
});
