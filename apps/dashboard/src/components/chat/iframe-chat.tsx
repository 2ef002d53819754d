"use client";

import type { TRuntimeAgent } from "@parlo/validators";
import { useEffect, useRef, useState } from "react";
import type { ChatTheme } from "./chat-theme";
import { ChatView } from "./chat-view";
import { BRIDGE_TYPES, readParentCommand, type BridgeConfig, type BridgeMessage } from "./iframe-bridge";
import { useChat } from "./use-chat";

export interface IframeChatProps {
  region: string;
  agent: TRuntimeAgent;
  theme: ChatTheme;
  brand: string;
}

const embedded = () => typeof window !== "undefined" && window.parent !== window;

/**
 * The chat inside the website widget's iframe, talking to the loader through postMessage (the
 * protocol is described in iframe-bridge.ts).
 */
export function IframeChat({ region, agent, theme, brand }: IframeChatProps) {
  const [focusSignal, setFocusSignal] = useState(0);
  const chat = useChat({
    region,
    agentId: agent.ID,
    channel: "widget",
    agent,
    onMessage: ({ role, content }) => {
      if (!embedded()) return;
      const message: BridgeMessage = { type: BRIDGE_TYPES.message, role, content };
      window.parent.postMessage(message, "*");
    },
  });
  const send = useRef(chat.send);
  send.current = chat.send;

  useEffect(() => {
    if (!embedded()) return;
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
      if (command?.type === "send") send.current(command.text);
      else if (command?.type === "open") setFocusSignal((n) => n + 1);
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
  }, [theme.primary, agent.proactiveMessage, agent.autoStartWidget]);

  return (
    <ChatView
      agent={chat.agent ?? agent}
      theme={theme}
      variant="iframe"
      messages={chat.messages}
      typing={chat.typing}
      canSend={!chat.loading && !chat.answering}
      onSend={chat.send}
      handoff={chat.handoff}
      lead={chat.lead}
      brand={brand}
      focusSignal={focusSignal}
    />
  );
}
