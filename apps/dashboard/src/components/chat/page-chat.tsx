"use client";

import type { TRuntimeAgent, TRuntimeChannel } from "@parlo/validators";
import type { ChatTheme } from "./chat-theme";
import { ChatView } from "./chat-view";
import { useChat } from "./use-chat";

export interface PageChatProps {
  region: string;
  agent: TRuntimeAgent;
  theme: ChatTheme;
  channel: Extract<TRuntimeChannel, "share" | "prototype">;
  brand: string;
}

/** The chat of the share and Demo pages: the conversation starts with the visitor's first message. */
export function PageChat({ region, agent, theme, channel, brand }: PageChatProps) {
  const chat = useChat({ region, agentId: agent.ID, channel, agent });
  return (
    <ChatView
      agent={chat.agent ?? agent}
      theme={theme}
      variant="page"
      messages={chat.messages}
      typing={chat.typing}
      canSend={!chat.loading && !chat.answering}
      onSend={chat.send}
      handoff={chat.handoff}
      lead={chat.lead}
      brand={brand}
    />
  );
}
