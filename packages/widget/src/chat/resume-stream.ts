/**
 * The client side of resuming a streamed answer (docs/runtime-api.md, "Resuming a stream"): after
 * the connection of `POST .../messages` broke, `GET .../conversations/{id}/stream` with the id of
 * the last event received gives the rest of the answer (`token`... then `done` or `error`). No
 * dependencies (fetch and TextDecoder only), so the widget and the chat can both use it.
 *
 * ```ts
 * let last = parser.lastEventId; // from the broken stream
 * for await (const event of resumeStream({ baseUrl: "", region, agentId, conversationId, visitorToken, lastEventId: last })) {
 *   last = event.id;
 *   if (event.event === "token") append(JSON.parse(event.data).text);
 * }
 * ```
 */
import { createSseParser, type SseEvent } from "./sse-parser";

export interface ResumeStreamOptions {
  /** the dashboard's origin, e.g. "https://app.example.com" ("" for the page's own origin) */
  baseUrl: string;
  region: string;
  agentId: string;
  conversationId: string;
  /** the conversation's visitor token (sent as X-Visitor-Token) */
  visitorToken?: string;
  /** more headers (e.g. Authorization with the agent's secret) */
  headers?: Record<string, string>;
  /** the id of the last event received; none: the conversation's latest answer from its start */
  lastEventId?: string | null;
  signal?: AbortSignal;
  /** the fetch to use (tests); the global one by default */
  fetch?: typeof fetch;
}

/** A refusal of the resume: its HTTP status, the server's message and, for 429, Retry-After in seconds. */
export class ResumeStreamError extends Error {
  readonly status: number;
  readonly retryAfterSeconds: number | null;
  constructor(status: number, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = "ResumeStreamError";
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The URL of a conversation's stream route. */
export function resumeStreamUrl(
  options: Pick<ResumeStreamOptions, "baseUrl" | "region" | "agentId" | "conversationId">,
) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const part = encodeURIComponent;
  return `${base}/api/runtime/${part(options.region)}/agents/${part(options.agentId)}/conversations/${part(options.conversationId)}/stream`;
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") {
      return body.error;
    }
  } catch {
    // not JSON: the status says it
  }
  return `The stream could not be resumed (HTTP ${response.status}).`;
}

/**
 * Resumes the answer after `lastEventId` and yields its remaining events as they arrive, in order
 * (each with its `id`, to resume again should this connection break too). Ends after the stream
 * ends; yields nothing when the server answers 204 (the given id was the answer's last event).
 * Throws ResumeStreamError for a refusal (404 nothing to resume, 401, 400, 429...) and the fetch's
 * own error when the network fails or `signal` aborts.
 */
export async function* resumeStream(options: ResumeStreamOptions): AsyncGenerator<SseEvent, void, undefined> {
  const headers: Record<string, string> = { Accept: "text/event-stream", ...options.headers };
  if (options.visitorToken) headers["X-Visitor-Token"] = options.visitorToken;
  if (options.lastEventId) headers["Last-Event-ID"] = options.lastEventId;
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(resumeStreamUrl(options), { method: "GET", headers, signal: options.signal });
  if (response.status === 204) return;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? "");
    throw new ResumeStreamError(
      response.status,
      await errorMessage(response),
      Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  if (!response.body) return;
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // a consumer that stops early (break, return) closes the connection
    reader.cancel().catch(() => undefined);
  }
}
