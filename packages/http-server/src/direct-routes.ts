/**
 * Routes parlo-serve answers itself, without Next.js's request pipeline (routing, header rules,
 * tracing): the app registers them at start (its instrumentation) with the same handler its Next
 * route uses, and they get the same security headers. Kept on globalThis, so the app's bundle and
 * the server share one list. Only for hot, framework-free handlers (the chat's send route).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export interface DirectRoute {
  method: string;
  /** matched against the request's path (without the query); named groups become the params */
  pattern: RegExp;
  /** headers every answer gets (the app's security headers for these paths), unless the handler set them */
  headers: readonly { key: string; value: string }[];
  handle(request: Request, params: Record<string, string>): Promise<Response>;
}

declare global {
  var parloDirectRoutes: DirectRoute[] | undefined;
}

/** Adds a route (a second one for the same method and pattern replaces the first). */
export function registerDirectRoute(route: DirectRoute): void {
  const routes = (globalThis.parloDirectRoutes ??= []);
  const same = routes.findIndex((r) => r.method === route.method && r.pattern.source === route.pattern.source);
  if (same >= 0) routes.splice(same, 1, route);
  else routes.push(route);
}

export interface DirectMatch {
  route: DirectRoute;
  params: Record<string, string>;
}

/** The registered route for a request, or null (then Next answers it). */
export function findDirectRoute(method: string | undefined, url: string | undefined): DirectMatch | null {
  const routes = globalThis.parloDirectRoutes;
  if (!routes || routes.length === 0 || !method || !url) return null;
  const path = url.split("?", 1)[0] ?? "";
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

/** The request's body as a web stream that reads from the socket only as fast as it is consumed. */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) request.pause();
      });
      request.once("end", () => controller.close());
      request.once("error", (error) => controller.error(error));
    },
    pull() {
      request.resume();
    },
    cancel() {
      // the handler stopped reading (a body over its size cap): the rest is not wanted
      request.destroy();
    },
  });
}

/** The Node request as a fetch Request (its body streamed, not read ahead). */
export function toWebRequest(request: IncomingMessage): Request {
  const headers: [string, string][] = [];
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? "";
    // X-Forwarded-For as createAppServer rewrote it (the client's own is never passed on)
    if (name.toLowerCase() !== "x-forwarded-for") headers.push([name, raw[i + 1] ?? ""]);
  }
  const forwardedFor = request.headers["x-forwarded-for"];
  if (typeof forwardedFor === "string") headers.push(["x-forwarded-for", forwardedFor]);
  const host = request.headers.host ?? "localhost";
  const method = request.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : bodyStream(request);
  return new Request(`http://${host}${request.url ?? "/"}`, {
    method,
    headers,
    ...(body ? { body, duplex: "half" } : {}),
  });
}

/**
 * Answers one request with a direct route; a client that leaves cancels the answer's body (the
 * handler's own work goes on: the chat's answer is still stored and can be resumed).
 */
export async function serveDirect(found: DirectMatch, request: IncomingMessage, response: ServerResponse) {
  const answer = await found.route.handle(toWebRequest(request), found.params);
  response.statusCode = answer.status;
  for (const { key, value } of found.route.headers) {
    if (!answer.headers.has(key)) response.setHeader(key, value);
  }
  answer.headers.forEach((value, key) => {
    if (key !== "set-cookie") response.setHeader(key, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader("set-cookie", cookies);
  if (!answer.body || request.method === "HEAD") {
    response.end();
    return;
  }
  // the headers go out with the first chunk of the body
  const reader = answer.body.getReader();
  response.on("close", () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || response.destroyed) break;
      // wait while the socket's buffer is full (a slow client)
      if (!response.write(value)) {
        await new Promise((resolve) => {
          response.once("drain", resolve);
          response.once("close", resolve);
        });
      }
    }
  } catch {
    // the client left mid-answer: its body was cancelled, nothing more to write
  }
  response.end();
}
