import { useLayoutEffect, useRef } from "preact/hooks";
import { BRIDGE_TYPES, readParentCommand, type BridgeConfig } from "../iframe-bridge";
import type { ChatTheme } from "../chat-theme";
import type { TRuntimeAgent } from "@parlo/validators";

export const isEmbedded = () => window.parent !== window;

/**
 * The iframe's side of the loader protocol (iframe-bridge.ts): tells the loader the agent's look
 * once, takes its `parlo:send` and `parlo:open` commands (only from window.parent), and asks it to
 * close the chat on Escape.
 */
export function useIframeBridge(options: {
  enabled: boolean;
  agent: TRuntimeAgent;
  theme: ChatTheme;
  send: (text: string) => void;
  onOpen: () => void;
}): void {
  const { enabled, agent, theme } = options;
  const latest = useRef(options);
  latest.current = options;

  // a layout effect: the loader hears that the chat is ready as soon as it is drawn, not a frame later
  useLayoutEffect(() => {
    if (!enabled || !isEmbedded()) return;
    const config: BridgeConfig = {
      type: BRIDGE_TYPES.config,
      primaryColor: theme.primary,
      proactiveMessage: agent.proactiveMessage,
      autoStart: agent.autoStartWidget,
    };
    window.parent.postMessage(config, "*");
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const command = readParentCommand(event.data);
      if (command?.type === "send") latest.current.send(command.text);
      else if (command?.type === "open") latest.current.onOpen();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") window.parent.postMessage({ type: BRIDGE_TYPES.close }, "*");
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKey);
    };
  }, [enabled, theme.primary, agent.proactiveMessage, agent.autoStartWidget]);
}
