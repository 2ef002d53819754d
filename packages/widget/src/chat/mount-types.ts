/**
 * What a page hands the chat bundle (`/chat.js`, built from src/chat/main.tsx) to draw a chat:
 * the iframe, share and Demo pages write it into `<script type="application/json"
 * id="parlo-chat-config">`; the dashboard's test panel calls `window.ParloChat.mount(host, options)`.
 * Types only, so a React app can import them without compiling Preact.
 */
import type { TRuntimeAgent, TRuntimeChannel } from "@parlo/validators";

/** iframe: the website widget's popup or embedded chat; page: share and Demo; panel: the test panel */
export type ChatVariant = "iframe" | "page" | "panel";

export interface ChatMountOptions {
  region: string;
  agentId: string;
  variant: ChatVariant;
  channel: TRuntimeChannel;
  /** the agent as the page knows it (the test panel: the draft); null: the start answer brings it, at once */
  agent: TRuntimeAgent | null;
  /** the "Powered by" line; none when empty */
  brand?: string;
}

export interface ChatHandle {
  /** a new conversation (the test panel's Restart), drawn with `agent` when given (the draft as now saved) */
  restart(agent?: TRuntimeAgent): void;
  unmount(): void;
}

export interface ParloChatGlobal {
  mount(host: HTMLElement, options: ChatMountOptions): ChatHandle;
}

/** the id of the JSON config element of a chat page, and of the element the chat fills */
export const CHAT_CONFIG_ELEMENT_ID = "parlo-chat-config";
export const CHAT_HOST_ELEMENT_ID = "parlo-chat";
