/**
 * A local stand-in for an OpenAI-compatible chat completions API (tests, e2e and benchmarks run the
 * product's real HTTP model client against it). POST {base}/chat/completions answers with `reply`,
 * as one JSON completion or, for `stream: true`, as server-sent chunks ending with a usage chunk
 * and `[DONE]`. `status` makes it fail with that HTTP status instead; `pauseAfterTokens` holds a
 * stream after that many pieces until `release()` (an answer caught in the middle).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  model?: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

export interface ModelStandInOptions {
  /** the answer to a request (undefined: the fixed STAND_IN_REPLY) */
  reply?: (request: StandInRequest) => string | undefined;
  /** answer with this HTTP status and an error body instead */
  status?: number;
  /** wait this long before answering (ms) */
  delayMs?: number;
  /** streams: send this many pieces, then hold the rest until `release()` is called */
  pauseAfterTokens?: number;
  port?: number;
}

export interface ModelStandIn {
  /** the base URL to use as MODEL_API_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** the requests received so far */
  requests: StandInRequest[];
  /** streams held by `pauseAfterTokens` go on (and later ones are not held) */
  release: () => void;
  /** resolves once a stream has sent its pieces up to `pauseAfterTokens` and holds */
  paused: () => Promise<void>;
  stop: () => Promise<void>;
}

export const STAND_IN_REPLY = "We are open every day from 9 am to 6 pm.";
/** Usage the stand-in reports for every answer (prompt, completion). */
export const STAND_IN_USAGE = { prompt_tokens: 120, completion_tokens: 30 } as const;

function parseRequest(body: string): StandInRequest {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === "object" && value !== null && "messages" in value && Array.isArray(value.messages)) {
      const messages = value.messages.flatMap((message: unknown) =>
        typeof message === "object" &&
        message !== null &&
        "role" in message &&
        "content" in message &&
        typeof message.role === "string" &&
        typeof message.content === "string"
          ? [{ role: message.role, content: message.content }]
          : [],
      );
      const model = "model" in value && typeof value.model === "string" ? value.model : undefined;
      const stream = "stream" in value && value.stream === true;
      return { model, stream, messages };
    }
  } catch {
    // not JSON: an empty request
  }
  return { messages: [] };
}

export async function startModelStandIn(options: ModelStandInOptions = {}): Promise<ModelStandIn> {
  const requests: StandInRequest[] = [];
  let released = false;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = () => {
      released = true;
      resolve();
    };
  });
  let reachedPause: () => void = () => undefined;
  const pause = new Promise<void>((resolve) => {
    reachedPause = resolve;
  });
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const parsed = parseRequest(body);
      requests.push(parsed);
      const answer = () => {
        if (options.status) {
          response.writeHead(options.status, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ error: { message: "The stand-in was told to fail" } }));
          return;
        }
        const text = options.reply?.(parsed) ?? STAND_IN_REPLY;
        const model = parsed.model ?? "stand-in";
        if (!parsed.stream) {
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(
            JSON.stringify({
              object: "chat.completion",
              model,
              choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: text } }],
              usage: STAND_IN_USAGE,
            }),
          );
          return;
        }
        response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
        const pieces = text.match(/\S+\s*/g) ?? [];
        const send = (from: number, to: number) => {
          for (const piece of pieces.slice(from, to)) {
            response.write(
              `data: ${JSON.stringify({ model, choices: [{ index: 0, delta: { content: piece } }] })}\n\n`,
            );
          }
        };
        const finish = () => {
          response.write(`data: ${JSON.stringify({ model, choices: [], usage: STAND_IN_USAGE })}\n\n`);
          response.end("data: [DONE]\n\n");
        };
        const held = options.pauseAfterTokens;
        if (held === undefined || released) {
          send(0, pieces.length);
          finish();
          return;
        }
        send(0, held);
        reachedPause();
        void gate.then(() => {
          send(held, pieces.length);
          finish();
        });
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === "object" && address !== null ? address.port : (options.port ?? 0);
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    release,
    paused: () => pause,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
