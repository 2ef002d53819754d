import type { IncomingMessage, ServerResponse } from "node:http";
import type { MessageStore } from "./message-store";
import { renderListPage } from "./pages/list-page";
import { renderMessagePage } from "./pages/message-page";
import { renderNotFoundPage } from "./pages/not-found-page";
import { toApiMessage } from "./stored-message";

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, {
    "Content-Type": contentType,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(body);
}

const sendHtml = (response: ServerResponse, status: number, html: string): void =>
  send(response, status, "text/html; charset=utf-8", html);
const sendJson = (response: ServerResponse, status: number, value: unknown): void =>
  send(response, status, "application/json; charset=utf-8", JSON.stringify(value));

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Creates the request handler serving the dev mailbox pages and JSON API. */
export function createHttpHandler(
  store: MessageStore,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    const url = new URL(request.url ?? "/", "http://dev-mailbox.local");
    const method = request.method ?? "GET";
    const path = url.pathname;

    if (method === "GET" && path === "/") return sendHtml(response, 200, renderListPage(store.list()));
    if (method === "GET" && path === "/api/health") return sendJson(response, 200, { ok: true });
    if (method === "GET" && path === "/api/messages") {
      const to = url.searchParams.get("to")?.trim().toLowerCase();
      const messages = store
        .list()
        .filter((message) => !to || message.to.some((address) => address.toLowerCase() === to))
        .map(toApiMessage);
      return sendJson(response, 200, { messages });
    }
    if (method === "DELETE" && path === "/api/messages") {
      await store.clear();
      return sendJson(response, 200, { ok: true });
    }
    const match = /^\/messages\/([^/]+)$/.exec(path);
    if (method === "GET" && match?.[1]) {
      const id = decodeSegment(match[1]);
      const message = id === undefined ? undefined : store.get(id);
      if (message) return sendHtml(response, 200, renderMessagePage(message));
    }
    if (path.startsWith("/api/")) return sendJson(response, 404, { error: "Not found" });
    return sendHtml(response, 404, renderNotFoundPage());
  };
}
