/**
 * A small incremental parser for server-sent events (the HTML "event stream" format): feed it
 * the decoded text of a response body chunk by chunk and it returns the events completed so far.
 * Handles LF, CR and CRLF line ends, multi-line `data`, comments (`:`) and chunks that split a
 * line or an event anywhere. `id` is kept as the HTML standard says (it holds for the following
 * events until another `id` line; `lastEventId` is what a client sends back to resume), and
 * `retry` (whole milliseconds) is kept as `retryMs`. No dependencies: the widget and the chat share it.
 */
export interface SseEvent {
  /** the `event` field, "message" when the event names none */
  event: string;
  /** the `data` lines joined with "\n" */
  data: string;
  /** the last event id when this event was dispatched ("" before any `id` line) */
  id: string;
}

export interface SseParser {
  /** the events completed by this chunk, in order */
  push(chunk: string): SseEvent[];
  /** at the end of the stream: the last event when it was not followed by a blank line */
  end(): SseEvent[];
  /** the id of the last event completed (what to send as Last-Event-ID to resume); "" before any */
  readonly lastEventId: string;
  /** the reconnection time the stream asked for (`retry:`), null when it asked for none */
  readonly retryMs: number | null;
}

export function createSseParser(): SseParser {
  let buffer = "";
  let eventName = "";
  let dataLines: string[] = [];
  let hasData = false;
  let idBuffer = "";
  let lastEventId = "";
  let retryMs: number | null = null;

  const dispatch = (out: SseEvent[]) => {
    lastEventId = idBuffer;
    if (hasData) out.push({ event: eventName || "message", data: dataLines.join("\n"), id: idBuffer });
    eventName = "";
    dataLines = [];
    hasData = false;
  };

  const readLine = (line: string, out: SseEvent[]) => {
    if (line === "") return dispatch(out);
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") {
      dataLines.push(value);
      hasData = true;
    } else if (field === "id") {
      // an id holding NUL is ignored (the standard's rule)
      if (!value.includes("\u0000")) idBuffer = value;
    } else if (field === "retry") {
      if (/^\d+$/.test(value)) retryMs = Number(value);
    }
  };

  return {
    push(chunk) {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // a lone CR at the very end may be the first half of a CRLF split across chunks
        if (match[0] === "\r" && match.index === buffer.length - 1) break;
        readLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer !== "") readLine(buffer.replace(/\r$/, ""), out);
      buffer = "";
      dispatch(out);
      return out;
    },
    get lastEventId() {
      return lastEventId;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
