import { render } from "preact";
import { ChatApp } from "./app/chat-app";
import type { ChatHandle, ChatMountOptions } from "./mount-types";

/**
 * Draws the chat into `host`'s own shadow root (made once, kept across mounts), so the agent's
 * theme and custom CSS apply only to it. Returns how to restart its conversation and remove it.
 */
export function mountChat(host: HTMLElement, mountOptions: ChatMountOptions): ChatHandle {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  let options = mountOptions;
  let restartSignal = 0;
  const draw = () => render(<ChatApp options={options} restartSignal={restartSignal} />, root);
  draw();
  return {
    restart(agent) {
      if (agent) options = { ...options, agent };
      restartSignal += 1;
      draw();
    },
    unmount() {
      render(null, root);
    },
  };
}
