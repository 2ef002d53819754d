import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchLimitError, FetchNetworkError, SsrfBlockedError } from "./fetch-errors";
import { guardedFetch } from "./ssrf-guard";

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

interface Fixture {
  server: Server;
  port: number;
  origin: string;
  seen: Array<{ method?: string; url?: string; headers: IncomingMessage["headers"]; body: string }>;
}

async function fixture(handler: Handler): Promise<Fixture> {
  const seen: Fixture["seen"] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
  return { server, port, origin: `http://127.0.0.1:${port}`, seen };
}

async function stop(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("guardedFetch (local fixture servers)", () => {
  let site: Fixture;
  let other: Fixture;

  beforeAll(async () => {
    other = await fixture((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("secret internal page");
    });
    site = await fixture((request, response, body) => {
      const path = request.url ?? "/";
      if (path === "/hello") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("hello");
      } else if (path === "/echo") {
        response.writeHead(201, { "content-type": "application/json" });
        response.end(JSON.stringify({ method: request.method, body, x: request.headers["x-test"] ?? null }));
      } else if (path === "/to-other") {
        response.writeHead(302, { location: `http://127.0.0.1:${other.port}/` });
        response.end();
      } else if (path === "/to-hello") {
        response.writeHead(303, { location: "/hello" });
        response.end();
      } else if (path === "/to-metadata") {
        response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
        response.end();
      } else if (path.startsWith("/loop")) {
        const n = Number(path.slice(5) || "0");
        response.writeHead(307, { location: `/loop${n + 1}` });
        response.end();
      } else if (path === "/big") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("x".repeat(20_000));
      } else if (path === "/big-chunked") {
        response.writeHead(200, { "content-type": "text/plain" });
        for (let i = 0; i < 20; i++) response.write("y".repeat(1000));
        response.end();
      } else if (path === "/gzip-bomb") {
        response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
        response.end(gzipSync(Buffer.alloc(1_000_000, 0x61)));
      } else if (path === "/gzip") {
        response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
        response.end(gzipSync(Buffer.from("compressed hello")));
      } else if (path === "/stall") {
        // headers and a first piece, then nothing
        response.writeHead(200, { "content-type": "text/plain" });
        response.write("partial");
      } else if (path === "/slow") {
        // never answers
      } else {
        response.writeHead(404);
        response.end("not found");
      }
    });
  });
  afterAll(async () => {
    await stop(site.server);
    await stop(other.server);
  });

  it("refuses loopback without the allow-list", async () => {
    const error = await failure(guardedFetch(`${site.origin}/hello`));
    expect(error).toBeInstanceOf(SsrfBlockedError);
    expect(error).toHaveProperty(
      "message",
      "The host 127.0.0.1 is not allowed: it is a loopback address, and server-side requests may only reach public addresses",
    );
    expect(site.seen.filter((request) => request.url === "/hello")).toHaveLength(0);
  });

  it("refuses a host name that resolves to a private address (localhost, and a public-looking name)", async () => {
    const local = await failure(guardedFetch(`http://localhost:${site.port}/hello`));
    expect(local).toBeInstanceOf(SsrfBlockedError);
    expect(String(local)).toContain("The host localhost is not allowed");
    expect(String(local)).not.toMatch(/127\.0\.0\.1|::1/);
    const error = await failure(
      guardedFetch(
        "http://tools.example.com/x",
        {},
        {
          resolveHost: () =>
            Promise.resolve([
              { address: "93.184.216.34", family: 4 },
              { address: "10.0.0.7", family: 4 },
            ]),
        },
      ),
    );
    expect(error).toBeInstanceOf(SsrfBlockedError);
    // the message names the host, never the addresses it resolved to (people see it)
    expect(error).toHaveProperty(
      "message",
      "The host tools.example.com is not allowed: it resolves to a private address, and server-side requests may only reach public addresses",
    );
    expect(String(error)).not.toMatch(/10\.0\.0\.7|93\.184\.216\.34/);
  });

  it("refuses other schemes, credentials and the metadata address", async () => {
    await expect(guardedFetch("file:///etc/passwd")).rejects.toThrow("Only http and https URLs may be fetched");
    await expect(guardedFetch("ftp://example.com/")).rejects.toBeInstanceOf(SsrfBlockedError);
    await expect(guardedFetch("http://user:pw@example.com/")).rejects.toThrow("user name or password");
    await expect(guardedFetch("http://169.254.169.254/latest/meta-data/")).rejects.toThrow("link-local");
    await expect(guardedFetch("http://[::ffff:127.0.0.1]/")).rejects.toThrow("loopback");
    await expect(guardedFetch("http://0x7f.1/")).rejects.toThrow("loopback");
    await expect(guardedFetch("not a url")).rejects.toBeInstanceOf(SsrfBlockedError);
  });

  it("allows an allow-listed host:port, sends method, headers and body", async () => {
    const allowedHosts = `127.0.0.1:${site.port}`;
    const hello = await guardedFetch(`${site.origin}/hello`, {}, { allowedHosts });
    expect(hello).toMatchObject({ status: 200, ok: true, redirects: 0 });
    expect(hello.text()).toBe("hello");
    const echo = await guardedFetch(
      `${site.origin}/echo`,
      { method: "POST", headers: { "x-test": "yes", "content-type": "application/json" }, body: '{"a":1}' },
      { allowedHosts: [allowedHosts] },
    );
    expect(echo.status).toBe(201);
    expect(JSON.parse(echo.text())).toEqual({ method: "POST", body: '{"a":1}', x: "yes" });
    expect(echo.headers.get("content-type")).toBe("application/json");
  });

  it("allows a host without a port for every port", async () => {
    const hello = await guardedFetch(`${site.origin}/hello`, {}, { allowedHosts: "127.0.0.1" });
    expect(hello.text()).toBe("hello");
  });

  it("follows same-site redirects, re-checking each hop", async () => {
    const allowedHosts = `127.0.0.1:${site.port}`;
    const response = await guardedFetch(
      `${site.origin}/to-hello`,
      { method: "POST", body: "x", headers: { "x-test": "1" } },
      { allowedHosts },
    );
    expect(response).toMatchObject({ status: 200, url: `${site.origin}/hello`, redirects: 1 });
    expect(site.seen.at(-1)).toMatchObject({ method: "GET", url: "/hello", body: "" });
  });

  it("refuses a redirect to a private address the allow-list does not name (other port, metadata)", async () => {
    const before = other.seen.length;
    const allowedHosts = `127.0.0.1:${site.port}`;
    const error = await failure(guardedFetch(`${site.origin}/to-other`, {}, { allowedHosts }));
    expect(error).toBeInstanceOf(SsrfBlockedError);
    expect(error).toHaveProperty("url", `http://127.0.0.1:${other.port}`);
    expect(other.seen.length).toBe(before);
    await expect(guardedFetch(`${site.origin}/to-metadata`, {}, { allowedHosts })).rejects.toThrow("link-local");
  });

  it("drops credentials when a redirect leaves the origin", async () => {
    const allowedHosts = `127.0.0.1:${site.port},127.0.0.1:${other.port}`;
    const response = await guardedFetch(
      `${site.origin}/to-other`,
      { headers: { authorization: "Bearer secret", "x-tool-secret": "s", accept: "text/plain" } },
      { allowedHosts },
    );
    expect(response.text()).toBe("secret internal page");
    const last = other.seen.at(-1);
    expect(last?.headers.authorization).toBeUndefined();
    expect(last?.headers["x-tool-secret"]).toBeUndefined();
    expect(last?.headers.accept).toBe("text/plain");
  });

  it("stops after maxRedirects", async () => {
    const error = await failure(
      guardedFetch(`${site.origin}/loop0`, {}, { allowedHosts: `127.0.0.1:${site.port}`, maxRedirects: 3 }),
    );
    expect(error).toBeInstanceOf(FetchLimitError);
    expect(error).toHaveProperty("limit", "redirects");
  });

  it("caps the response size (declared, streamed and decompressed)", async () => {
    const allowedHosts = `127.0.0.1:${site.port}`;
    for (const path of ["/big", "/big-chunked", "/gzip-bomb"]) {
      const error = await failure(guardedFetch(`${site.origin}${path}`, {}, { allowedHosts, maxBytes: 10_000 }));
      expect(error, path).toBeInstanceOf(FetchLimitError);
      expect(error).toHaveProperty("limit", "size");
    }
    const ok = await guardedFetch(`${site.origin}/gzip`, {}, { allowedHosts, maxBytes: 10_000 });
    expect(ok.text()).toBe("compressed hello");
    expect(ok.truncated).toBe(false);
  });

  it("cuts an oversized body at the cap when asked to (declared, streamed and decompressed)", async () => {
    const allowedHosts = `127.0.0.1:${site.port}`;
    const config = { allowedHosts, maxBytes: 10_000, truncateOverMaxBytes: true };
    for (const [path, char] of [
      ["/big", "x"],
      ["/big-chunked", "y"],
    ] as const) {
      const cut = await guardedFetch(`${site.origin}${path}`, {}, config);
      expect(cut.truncated, path).toBe(true);
      expect(cut.text()).toBe(char.repeat(10_000));
    }
    const bomb = await guardedFetch(`${site.origin}/gzip-bomb`, {}, config);
    expect(bomb.truncated).toBe(true);
    expect(bomb.body.length).toBe(10_000);
    const small = await guardedFetch(`${site.origin}/hello`, {}, config);
    expect(small).toMatchObject({ truncated: false, status: 200 });
    expect(small.text()).toBe("hello");
  });

  it("gives up after the total timeout", async () => {
    const started = Date.now();
    const error = await failure(
      guardedFetch(`${site.origin}/slow`, {}, { allowedHosts: `127.0.0.1:${site.port}`, timeoutMs: 300 }),
    );
    expect(error).toBeInstanceOf(FetchLimitError);
    expect(error).toHaveProperty("limit", "timeout");
    expect(error).toHaveProperty("message", "No complete answer within 300 ms");
    expect(Date.now() - started).toBeLessThan(2_000);
    const stalled = await failure(
      guardedFetch(`${site.origin}/stall`, {}, { allowedHosts: `127.0.0.1:${site.port}`, timeoutMs: 300 }),
    );
    expect(stalled).toBeInstanceOf(FetchLimitError);
    expect(stalled).toHaveProperty("limit", "timeout");
  });

  it("reports a refused connection as a network error", async () => {
    await expect(guardedFetch("http://127.0.0.1:9/", {}, { allowedHosts: "127.0.0.1:9" })).rejects.toBeInstanceOf(
      FetchNetworkError,
    );
  });
});
