import { cn } from "@parlo/ui";
import type { TConversationMessage } from "@parlo/validators";
import { fullTime } from "./format-time";
import { MessageSources } from "./message-sources";

const WHO: Record<TConversationMessage["role"], string> = {
  user: "Visitor",
  assistant: "Agent",
  human: "Team member",
  system: "System",
};

/** One message of a transcript: the visitor's on the right, the agent's and people's on the left. */
export function MessageBubble({ message }: { message: TConversationMessage }) {
  if (message.role === "system") {
    return (
      <p className="self-center rounded-full bg-muted px-3 py-1 text-xs text-muted-foreground" data-role="system">
        {message.content}
      </p>
    );
  }
  const visitor = message.role === "user";
  return (
    <div
      className={cn("flex max-w-[85%] flex-col gap-1", visitor ? "items-end self-end" : "items-start self-start")}
      data-role={message.role}
      data-testid="chat-message"
    >
      <span className="px-1 text-xs text-muted-foreground">
        {WHO[message.role]}
        {message.role === "assistant" && message.model === "offline" ? " · offline answer" : ""}
      </span>
      <div
        className={cn(
          "rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap",
          visitor && "rounded-br-sm bg-primary text-primary-foreground",
          message.role === "assistant" && "rounded-bl-sm bg-muted text-foreground",
          message.role === "human" && "rounded-bl-sm border border-primary/40 bg-primary/10 text-foreground",
        )}
      >
        {message.content}
      </div>
      {message.role === "assistant" && message.sources?.length ? <MessageSources sources={message.sources} /> : null}
      <time className="px-1 text-[11px] text-muted-foreground" dateTime={message.createdAt}>
        {fullTime(message.createdAt)}
      </time>
    </div>
  );
}
