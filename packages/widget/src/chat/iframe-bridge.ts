/**
 * The postMessage protocol between the widget iframe (/app/{region}/render/{agentId}/iframe) and
 * the loader script that embeds it (packages/widget). Plain objects, `type` prefixed "parlo:".
 *
 * iframe -> loader (posted to window.parent with target origin "*": the loader checks that the
 * event comes from its own iframe and the dashboard's origin):
 * - { type: "parlo:config", primaryColor: "#rrggbb", proactiveMessage: string, autoStart: boolean }
 *   once, after the chat has loaded: the launcher's colour, the bubble text shown next to it, and
 *   whether to open the chat without a click (the agent's autoStartWidget).
 * - { type: "parlo:message", role: "user" | "assistant", content: string }
 *   each complete message: the visitor's when sent, the agent's when its answer has fully arrived.
 * - { type: "parlo:close" }  Escape was pressed inside the chat (the page cannot see keys typed in
 *   the iframe), so the loader closes the chat and gives the focus back to the launcher.
 *
 * loader -> iframe (accepted only when event.source is window.parent):
 * - { type: "parlo:send", text: string }  send this text as the visitor (1 to 4000 characters
 *   after trimming; anything else is ignored); queued while an answer is on its way.
 * - { type: "parlo:open" }  the chat was opened: the message box takes the focus.
 */
import { MAX_MESSAGE_CHARS } from "@parlo/validators/plain";
import { isRecord } from "./read-runtime";

export const BRIDGE_TYPES = {
  config: "parlo:config",
  message: "parlo:message",
  send: "parlo:send",
  open: "parlo:open",
  close: "parlo:close",
} as const;

export interface BridgeConfig {
  type: typeof BRIDGE_TYPES.config;
  primaryColor: string;
  proactiveMessage: string;
  autoStart: boolean;
}

export interface BridgeMessage {
  type: typeof BRIDGE_TYPES.message;
  role: "user" | "assistant";
  content: string;
}

export type ParentCommand = { type: "send"; text: string } | { type: "open" };

/** A command from the loader, or null for anything else (other scripts' messages, bad text). */
export function readParentCommand(data: unknown): ParentCommand | null {
  if (!isRecord(data)) return null;
  if (data.type === BRIDGE_TYPES.open) return { type: "open" };
  if (data.type === BRIDGE_TYPES.send && typeof data.text === "string") {
    const text = data.text.trim();
    return text && text.length <= MAX_MESSAGE_CHARS ? { type: "send", text } : null;
  }
  return null;
}
