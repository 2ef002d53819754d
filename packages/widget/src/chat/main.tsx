/**
 * The chat bundle's entry (built into dist/chat.js, served at /chat.js): makes
 * `window.ParloChat.mount` for the dashboard's test panel, and on a chat page (the widget's
 * iframe, share, Demo) draws the chat its JSON config describes into its host element.
 */
import { readChatPageConfig } from "./read-chat-page-config";
import { mountChat } from "./mount-chat";
import { CHAT_CONFIG_ELEMENT_ID, CHAT_HOST_ELEMENT_ID, type ParloChatGlobal } from "./mount-types";

declare global {
  interface Window {
    ParloChat?: ParloChatGlobal;
  }
}

window.ParloChat = { mount: mountChat };

const configElement = document.getElementById(CHAT_CONFIG_ELEMENT_ID);
const host = document.getElementById(CHAT_HOST_ELEMENT_ID);
if (configElement && host) {
  const options = readChatPageConfig(configElement.textContent ?? "");
  if (options) mountChat(host, options);
  else console.error("[parlo] the chat page's config is unreadable");
}
