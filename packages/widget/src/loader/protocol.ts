/**
 * The messages the loader (on the customer's page) and the chat iframe
 * (`{origin}/app/{region}/render/{agentId}/iframe`) exchange with `postMessage`. Every message is a
 * plain object whose `type` starts with `parlo:`.
 *
 * - The loader accepts a message only when it comes from its own iframe (`event.source`) AND from
 *   the origin the script was served from (`event.origin`), and posts to the iframe with that
 *   origin as `targetOrigin`.
 * - The iframe accepts a message only when `event.source === window.parent` (the embedding
 *   window); it learns the embedding page's origin from `event.origin` of `parlo:init` and posts
 *   anything private (chat text) to that origin only.
 *
 * Handshake: the loader posts `parlo:init` when the iframe's `load` event fires; the iframe posts
 * `parlo:config` (the agent's look) once its own listener is attached, or `parlo:ready` when it
 * has no config to give; either one tells the loader that the iframe listens (the loader answers
 * with `parlo:init` again, then delivers the `parlo:send` calls queued before that, and emits
 * "ready"). Both may be posted with `"*"` as target: they carry only public data. Keyboard focus
 * inside a cross-origin iframe is invisible to the page, so the iframe posts `parlo:close` when
 * the visitor presses Escape or its own close button. Messages a side does not know are ignored.
 */
export type TWidgetMode = "popup" | "embedded";

/** What the loader posts to the iframe. */
export type THostToFrameMessage =
  | { type: "parlo:init"; agentId: string; mode: TWidgetMode; pageUrl: string }
  /** the chat became visible (the iframe should focus its input) or hidden */
  | { type: "parlo:open" }
  | { type: "parlo:close" }
  /** `Parlo.send(text)`: send this text as the visitor */
  | { type: "parlo:send"; text: string };

/** What the iframe posts to the loader. */
export type TFrameToHostMessage =
  /** the iframe listens for messages now */
  | { type: "parlo:ready" }
  /** the agent's look and behaviour, once the iframe knows it (every field optional) */
  | { type: "parlo:config"; primaryColor?: string; proactiveMessage?: string; autoStart?: boolean }
  /** a complete chat message (the visitor's, the agent's or a human's); relayed to `Parlo.on("message")` as { role, content } */
  | { type: "parlo:message"; role: "user" | "assistant" | "human"; content: string }
  /** the visitor asked to close the chat from inside the iframe (close button, Escape) */
  | { type: "parlo:close" };

export type TWidgetMessage = THostToFrameMessage | TFrameToHostMessage;

const MAX_TEXT = 4000;
const ROLES = ["user", "assistant", "human"] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value.slice(0, MAX_TEXT) : undefined;
}

function role(value: unknown): "user" | "assistant" | "human" | undefined {
  return ROLES.find((r) => r === value);
}

/** The iframe's message carried by `data`, checked field by field; null for anything else. */
export function parseFrameMessage(data: unknown): TFrameToHostMessage | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case "parlo:ready":
    case "parlo:close":
      return { type: data.type };
    case "parlo:config": {
      const config: TFrameToHostMessage = { type: "parlo:config" };
      const primaryColor = optionalString(data.primaryColor);
      const proactiveMessage = optionalString(data.proactiveMessage);
      if (primaryColor !== undefined) config.primaryColor = primaryColor;
      if (proactiveMessage !== undefined) config.proactiveMessage = proactiveMessage;
      if (typeof data.autoStart === "boolean") config.autoStart = data.autoStart;
      return config;
    }
    case "parlo:message": {
      const from = role(data.role);
      return from && typeof data.content === "string"
        ? { type: "parlo:message", role: from, content: data.content.slice(0, MAX_TEXT) }
        : null;
    }
    default:
      return null;
  }
}

/** Whether a `message` event may be handled: from our iframe's window and the script's origin. */
export function isFromFrame(
  event: { origin: string; source: unknown },
  frameWindow: unknown,
  expectedOrigin: string,
): boolean {
  return frameWindow != null && event.source === frameWindow && event.origin === expectedOrigin;
}
