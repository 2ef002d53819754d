"use client";

import { Badge, Button, Skeleton } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CONVERSATION_MESSAGES, CONVERSATION_STATUS_LABELS, type TGetConversationOutput } from "@parlo/validators";
import { ArrowLeft } from "lucide";
import { useLayoutEffect, useRef } from "react";
import { fullTime } from "./format-time";
import { MessageBubble } from "./message-bubble";

/**
 * The open conversation's transcript. New messages scroll into view when the reader was at the
 * bottom; otherwise the position stays.
 */
export function ConversationTranscript({
  detail,
  onBack,
}: {
  /** undefined while loading, null when there is no such conversation */
  detail: TGetConversationOutput | undefined;
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
          <h3 className="truncate text-sm font-semibold">{conversation.visitorId}</h3>
          <p className="text-xs text-muted-foreground">Started {fullTime(conversation.createdAt)}</p>
        </div>
        <Badge variant={conversation.status === "ai" ? "outline" : "warning"}>
          {CONVERSATION_STATUS_LABELS[conversation.status]}
        </Badge>
      </header>
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
    </div>
  );
}
