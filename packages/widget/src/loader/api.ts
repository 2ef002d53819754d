import { WIDGET_EVENTS, type TWidgetHandler, type TWidgetEvent } from "./events";

/** `window.Parlo` once the widget runs. */
export type TWidgetApi = {
  open(): void;
  close(): void;
  toggle(): void;
  /** sends `text` as the visitor (opens the chat; delivered once the chat is ready) */
  send(text: string): void;
  /** subscribes to "open", "close", "message" ({ role, content }) or "ready"; returns an unsubscribe */
  on(event: TWidgetEvent, handler: TWidgetHandler): () => void;
  isOpen(): boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === "object" || typeof value === "function") && value !== null;
}

/** A queued call's arguments: an array (`Parlo.q.push(["open"])`) or an `arguments` object. */
function callArgs(entry: unknown): unknown[] {
  if (Array.isArray(entry)) return entry;
  if (!isRecord(entry) || typeof entry.length !== "number") return [];
  return Array.from({ length: entry.length }, (_, i) => entry[i]);
}

function isEvent(value: unknown): value is TWidgetEvent {
  return WIDGET_EVENTS.some((event) => event === value);
}

function isHandler(value: unknown): value is TWidgetHandler {
  return typeof value === "function";
}

/** Runs one call (`["on", "ready", fn]`, `["send", "Hi"]`...) on the API; unknown calls are ignored. */
export function runCall(api: TWidgetApi, entry: unknown): void {
  const [name, first, second] = callArgs(entry);
  if (name === "open" || name === "close" || name === "toggle") api[name]();
  else if (name === "send" && typeof first === "string") api.send(first);
  else if (name === "on" && isEvent(first) && isHandler(second)) api.on(first, second);
}

/** The calls a page queued before the script ran: `window.Parlo = window.Parlo || { q: [] }`. */
export function queuedCalls(existing: unknown): unknown[] {
  return isRecord(existing) && Array.isArray(existing.q) ? existing.q : [];
}
