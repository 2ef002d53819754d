import { createServer, type IncomingMessage, type Server } from "node:http";

/** What a fetch-style handler is given besides the request: the TCP peer's address. */
export interface FetchHandlerInfo {
  clientAddress: string | null;
}

export interface FetchHandlerServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** every request: method, path (with its query) and the headers it came with */
  requests: Array<{ method: string; path: string; headers: Record<string, string> }>;
  stop(): Promise<void>;
}

/** The request as a fetch Request: method, URL on this server, headers and the whole body. */
async function toRequest(message: IncomingMessage, baseUrl: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = message.method ?? "GET";
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(Buffer.concat(chunks));
  return new Request(new URL(message.url ?? "/", baseUrl), { method, headers, body });
}

/**
 * A real HTTP server (127.0.0.1, a free port) around a fetch-style handler, the way a Next.js
 * route handler runs behind the apps' server: tests drive API handlers (e.g. tRPC's
 * fetchRequestHandler) from a real client over HTTP. A handler that throws answers 500.
 */
export async function startFetchHandlerServer(
  handler: (request: Request, info: FetchHandlerInfo) => Promise<Response>,
): Promise<FetchHandlerServer> {
  const requests: FetchHandlerServer["requests"] = [];
  let baseUrl = "";
  const server: Server = createServer((message, response) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(message.headers)) {
      if (typeof value === "string") headers[name] = value;
    }
    requests.push({ method: message.method ?? "GET", path: message.url ?? "/", headers });
    void (async () => {
      try {
        const answer = await handler(await toRequest(message, baseUrl), {
          clientAddress: message.socket.remoteAddress ?? null,
        });
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${address && typeof address === "object" ? address.port : 0}`;
  return {
    baseUrl,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
