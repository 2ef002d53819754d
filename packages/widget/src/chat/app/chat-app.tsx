import { useMemo, useState } from "preact/hooks";
import { BRIDGE_TYPES, type BridgeMessage } from "../iframe-bridge";
import { chatTheme } from "../chat-theme";
import { ChatView } from "../chat-view";
import type { ChatMountOptions } from "../mount-types";
import { toRuntimeAgent } from "../read-runtime";
import { useChat } from "../use-chat";
import { isEmbedded, useIframeBridge } from "./iframe-bridge-effect";

const STARTING_CSS = `
:host { all: initial; display: block; height: 100%; }
.parlo-starting { height: 100%; display: flex; align-items: center; justify-content: center; gap: 8px;
  font: 14px ui-sans-serif, system-ui, sans-serif; color: #64748b; }
.parlo-spinner { width: 16px; height: 16px; border-radius: 9999px; border: 2px solid currentColor;
  border-right-color: transparent; animation: parlo-spin 0.8s linear infinite; }
@keyframes parlo-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .parlo-spinner { animation: none; } }
`;

export interface ChatAppProps {
  options: ChatMountOptions;
  /** each change starts a new conversation (the test panel's Restart) */
  restartSignal: number;
}

/**
 * One chat for every place it shows: the widget's iframe (talking to the loader), the share and
 * Demo pages (the conversation starts with the visitor's first message) and the dashboard's test
 * panel (channel "test": the draft, restartable); every conversation starts with the first message.
 */
export function ChatApp({ options, restartSignal }: ChatAppProps) {
  const { region, agentId, channel, variant, brand } = options;
  const iframe = variant === "iframe";
  const [focusSignal, setFocusSignal] = useState(0);
  const chat = useChat({
    region,
    agentId,
    channel,
    agent: options.agent,
    startEagerly: options.agent === null,
    restartSignal,
    onMessage: ({ role, content }) => {
      if (!iframe || !isEmbedded()) return;
      const message: BridgeMessage = { type: BRIDGE_TYPES.message, role, content };
      window.parent.postMessage(message, "*");
    },
  });
  const agent = useMemo(
    () => chat.agent ?? options.agent ?? toRuntimeAgent({ ID: agentId, title: "Your agent" }),
    [chat.agent, options.agent, agentId],
  );
  const theme = useMemo(() => chatTheme(agent), [agent]);
  useIframeBridge({ enabled: iframe, agent, theme, send: chat.send, onOpen: () => setFocusSignal((n) => n + 1) });

  if (chat.loading && !chat.agent && !options.agent) {
    return (
      <div className="parlo-starting" role="status">
        <style>{STARTING_CSS}</style>
        <span className="parlo-spinner" aria-hidden="true" />
        Starting a test chat…
      </div>
    );
  }
  return (
    <ChatView
      agent={agent}
      theme={theme}
      variant={variant}
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
