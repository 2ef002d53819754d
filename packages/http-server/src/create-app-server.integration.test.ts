import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAppServer } from "./create-app-server";
import { requestClientAddress } from "./request-address";

/** A server whose handler answers what the app would see: requestClientAddress() and the header. */
function echoServer(trustedProxyHops: number) {
  return createAppServer({
    trustedProxyHops,
    handle: async (request, response) => {
      // the address is still known after an await, as in a route handler
      await new Promise((resolve) => setImmediate(resolve));
      response.end(
        JSON.stringify({ seen: requestClientAddress(), header: request.headers["x-forwarded-for"] ?? null }),
      );
    },
  });
}

const ZEcho = z.object({ seen: z.string().nullable(), header: z.string().nullable() });

function get(port: number, headers: Record<string, string>, localAddress = "127.0.0.1") {
  return new Promise<z.infer<typeof ZEcho>>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, headers, localAddress }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(ZEcho.parse(JSON.parse(body))));
    });
    req.on("error", reject);
    req.end();
  });
}

const direct = echoServer(0);
const behindProxy = echoServer(1);
function port(server: typeof direct): number {
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the server is not listening on a port");
  return address.port;
}

beforeAll(async () => {
  await Promise.all([direct, behindProxy].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
});
afterAll(async () => {
  await Promise.all([direct, behindProxy].map((s) => new Promise<void>((r) => s.close(() => r()))));
});

describe("createAppServer", () => {
  it("gives the app the connection's address, whatever X-Forwarded-For the client sends", async () => {
    for (const forged of ["1.2.3.4", "9.9.9.9, 8.8.8.8"]) {
      expect(await get(port(direct), { "x-forwarded-for": forged }, "127.0.0.7")).toEqual({
        seen: "127.0.0.7",
        header: "127.0.0.7",
      });
    }
  });

  it("behind one trusted proxy, takes the address that proxy appended", async () => {
    expect(await get(port(behindProxy), { "x-forwarded-for": "6.6.6.6, 198.51.100.7" })).toEqual({
      seen: "198.51.100.7",
      header: "198.51.100.7",
    });
  });

  it("outside a served request the address is unknown (fails closed)", () => {
    expect(requestClientAddress()).toBeNull();
  });
});
