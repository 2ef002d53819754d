"use client";

import { Spinner } from "@parlo/ui";
import { useEffect, useMemo } from "react";
import { chatTheme } from "./chat-theme";
import { ChatView } from "./chat-view";
import { toRuntimeAgent } from "./read-runtime";
import { useChat } from "./use-chat";

export interface TestChatProps {
  region: string;
  agentId: string;
  /** each change starts a new conversation (the panel's Restart button) */
  restartSignal: number;
}

/**
 * The dashboard's test chat: the same runtime as visitors use, on channel "test", where the runtime
 * answers a signed-in member with the agent's draft. Starts its conversation as soon as it shows,
 * since the draft (title, theme, greeting) comes with the start answer.
 */
export function TestChat({ region, agentId, restartSignal }: TestChatProps) {
  const chat = useChat({ region, agentId, channel: "test", agent: null, startEagerly: true });
  const { restart } = chat;
  const agent = useMemo(
    () => chat.agent ?? toRuntimeAgent({ ID: agentId, title: "Your agent" }),
    [chat.agent, agentId],
  );
  const theme = useMemo(() => chatTheme(agent), [agent]);

  useEffect(() => {
    if (restartSignal) restart();
  }, [restartSignal, restart]);

  if (chat.loading && !chat.agent) {
    return (
      <div className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" />
        Starting a test chat…
      </div>
    );
  }
  return (
    <ChatView
      agent={agent}
      theme={theme}
      variant="panel"
      messages={chat.messages}
      typing={chat.typing}
      canSend={!chat.loading && !chat.answering}
      onSend={chat.send}
      handoff={chat.handoff}
      lead={chat.lead}
    />
  );
}
