import type { ParloChatGlobal } from "@parlo/widget/chat";

declare global {
  interface Window {
    ParloChat?: ParloChatGlobal;
  }
}

let loading: Promise<ParloChatGlobal> | null = null;

/**
 * The chat bundle (/chat.js, the same chat the widget, share and Demo pages show), loaded once per
 * page by a script element; rejects when it cannot load (then the next call tries again).
 */
export function loadChatBundle(): Promise<ParloChatGlobal> {
  if (window.ParloChat) return Promise.resolve(window.ParloChat);
  loading ??= new Promise<ParloChatGlobal>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/chat.js";
    script.async = true;
    script.onload = () => (window.ParloChat ? resolve(window.ParloChat) : reject(new Error("chat.js did not start")));
    script.onerror = () => reject(new Error("chat.js could not be loaded"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
