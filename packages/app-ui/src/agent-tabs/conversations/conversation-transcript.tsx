"use client";

import { Badge, Button, Skeleton } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_STATUS_LABELS,
  type TGetConversationOutput,
  type TRegion,
} from "@parlo/validators";
import { ArrowLeft } from "lucide";
import { useLayoutEffect, useRef } from "react";
import { fullTime } from "./format-time";
import { HandoffActions, type DetailChange } from "./handoff-actions";
import { MessageBubble } from "./message-bubble";
import { ReplyBox } from "./reply-box";

/**
 * The open conversation's transcript. New messages scroll into view when the reader was at the
 * bottom; otherwise the position stays. The header lets a person of the team take the conversation
 * over (then a reply box appears) and hand it back to the agent.
 */
export function ConversationTranscript({
  scope,
  detail,
  onChange,
  onBack,
}: {
  scope: { region: TRegion; agentId: string };
  /** undefined while loading, null when there is no such conversation */
  detail: TGetConversationOutput | undefined;
  /** applies a change made here (new status, a reply) at once */
  onChange: (change: DetailChange) => void;
  onBack: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shownId = useRef<string | null>(null);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !detail) return;
    const opened = shownId.current !== detail.conversation.id;
    shownId.current = detail.conversation.id;
    if (opened || atBottom.current) box.scrollTop = box.scrollHeight;
  }, [detail]);

  const back = (
    <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
      <Icon node={ArrowLeft} className="size-4" />
      Conversations
    </Button>
  );

  if (detail === undefined) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        {back}
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-12 w-3/5" />
      </div>
    );
  }
  if (detail === null) {
    return (
      <div className="flex flex-col gap-3 p-4">
        {back}
        <p className="text-sm text-muted-foreground">{CONVERSATION_MESSAGES.notFound}</p>
      </div>
    );
  }
  const { conversation, messages } = detail;
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation-transcript">
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
        {back}
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="truncate text-sm font-semibold">{conversation.title}</h3>
          <p className="text-xs text-muted-foreground">Started {fullTime(conversation.createdAt)}</p>
        </div>
        <Badge
          variant={conversation.status === "ai" ? "outline" : conversation.status === "human" ? "success" : "warning"}
          data-testid="conversation-status"
        >
          {CONVERSATION_STATUS_LABELS[conversation.status]}
        </Badge>
        <HandoffActions
          key={conversation.id}
          scope={scope}
          conversationId={conversation.id}
          status={conversation.status}
          onChange={onChange}
        />
      </header>
      {conversation.status === "handoff_requested" ? (
        <p className="border-b border-border bg-warning/15 px-4 py-2 text-xs text-foreground">
          The visitor wants to talk to a person. The agent keeps answering until you take over.
        </p>
      ) : conversation.status === "human" ? (
        <p className="border-b border-border bg-muted px-4 py-2 text-xs text-muted-foreground">
          You are answering this conversation; the agent stays quiet until you hand it back.
        </p>
      ) : null}
      <div
        ref={scroller}
        onScroll={(e) => {
          const box = e.currentTarget;
          atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
        }}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
        aria-live="polite"
      >
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
      </div>
      {conversation.status === "human" ? (
        <ReplyBox key={conversation.id} scope={scope} conversationId={conversation.id} onChange={onChange} />
      ) : null}
    </div>
  );
}
