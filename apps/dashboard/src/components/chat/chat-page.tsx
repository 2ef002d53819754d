import type { TRuntimeAgent } from "@parlo/validators";
import type { ReactNode } from "react";
import { chatTheme } from "./chat-theme";
import { PageChat, type PageChatProps } from "./page-chat";

export interface ChatPageProps {
  region: string;
  agent: TRuntimeAgent;
  channel: PageChatProps["channel"];
  brand: string;
  /** shown under the chat (the Demo page's way back to the agent) */
  footer?: ReactNode;
}

/** The share and Demo pages: the agent's name, then its chat in a centred card. No navigation. */
export function ChatPage({ region, agent, channel, brand, footer }: ChatPageProps) {
  const theme = chatTheme(agent);
  const image = agent.roundedImageURL || agent.avatarImageUrl;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted/40 px-3 py-4 sm:p-6">
      <div className="flex items-center gap-3">
        {image ? (
          <img src={image} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full text-base font-semibold text-white"
            style={{ backgroundColor: theme.primary }}
          >
            {agent.title.trim().slice(0, 1).toUpperCase() || "A"}
          </span>
        )}
        <h1 className="text-xl font-semibold">{agent.title}</h1>
      </div>
      <div className="h-[85vh] w-full max-w-[480px]">
        <PageChat region={region} agent={agent} theme={theme} channel={channel} brand={brand} />
      </div>
      {footer}
    </main>
  );
}
