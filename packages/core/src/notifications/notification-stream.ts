import type { NotificationHub } from "./notification-hub";

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;

const encoder = new TextEncoder();

/**
 * A server-sent event stream for one recipient's bell: `ready` when it is listening, then
 * `notification` whenever the recipient has something new (the page reads its list again). It
 * ends when the request does (the browser closes it, or the page goes).
 */
export function notificationStreamResponse(hub: NotificationHub, recipient: string, signal: AbortSignal): Response {
  let cleanup: () => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = hub.subscribe(recipient, () => send("event: notification\ndata: {}\n\n"));
      const keepalive = setInterval(() => send(": keepalive\n\n"), KEEPALIVE_MS);
      cleanup = () => {
        clearInterval(keepalive);
        unsubscribe();
      };
      signal.addEventListener("abort", () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
      void hub.ready.then(() => send("event: ready\ndata: {}\n\n"));
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
