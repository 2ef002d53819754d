export const WIDGET_EVENTS = ["open", "close", "message", "ready"] as const;
export type TWidgetEvent = (typeof WIDGET_EVENTS)[number];
export type TWidgetHandler = (detail?: unknown) => void;

/** A tiny event emitter: a failing handler is reported and does not stop the others. */
export function createEmitter() {
  const handlers = new Map<TWidgetEvent, Set<TWidgetHandler>>();
  return {
    on(event: TWidgetEvent, handler: TWidgetHandler): () => void {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set.add(handler));
      return () => void set.delete(handler);
    },
    emit(event: TWidgetEvent, detail?: unknown) {
      for (const handler of handlers.get(event) ?? []) {
        try {
          handler(detail);
        } catch (error) {
          console.error("[parlo]", error);
        }
      }
    },
  };
}
