import { RUNTIME_SSE_RETRY_MS } from "@parlo/validators";
import type { AnswerListener } from "./answer-registry";
import { CORS_HEADERS } from "./runtime-http";

const encoder = new TextEncoder();

export const SSE_HEADERS = {
  ...CORS_HEADERS,
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export interface SseResponse {
  response: Response;
  /** feeds the response: each event, then the end (closes it) */
  listener: AnswerListener;
}

/**
 * A `text/event-stream` response that starts with the `retry:` line. Events written in the same
 * tick go out as one chunk (fewer socket writes while tokens stream). When the client goes away
 * (the body is cancelled) nothing more is written and `onCancel` is called; the answer itself goes
 * on (it is stored and charged all the same, and the client can resume it).
 */
export function sseResponse(onCancel: () => void = () => undefined): SseResponse {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let pending: string[] = [`retry: ${RUNTIME_SSE_RETRY_MS}\n`];
  let scheduled = false;
  let closing = false;
  let gone = false;

  const flush = () => {
    scheduled = false;
    if (!controller || gone) return;
    try {
      if (pending.length > 0) {
        controller.enqueue(encoder.encode(pending.join("")));
        pending = [];
      }
      if (closing) {
        gone = true;
        controller.close();
      }
    } catch {
      // the stream was closed under us (the client left between two ticks): stop writing
      gone = true;
      pending = [];
    }
  };
  const schedule = () => {
    if (scheduled || gone) return;
    scheduled = true;
    setImmediate(flush);
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      schedule();
    },
    cancel() {
      gone = true;
      pending = [];
      onCancel();
    },
  });

  return {
    response: new Response(body, { status: 200, headers: SSE_HEADERS }),
    listener: {
      event(chunk) {
        if (gone) return;
        pending.push(chunk);
        schedule();
      },
      end() {
        closing = true;
        schedule();
      },
    },
  };
}
