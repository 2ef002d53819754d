"use client";

import { Badge, Button, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CONVERSATION_STATUS_LABELS, RUNTIME_CHANNELS, type TConversationRow } from "@parlo/validators";
import { Hand } from "lucide";
import { useLayoutEffect, useRef } from "react";
import { CHANNEL_LABELS } from "./conversation-filters";
import { shortTime } from "./format-time";

function channelLabel(channel: string): string {
  const known = RUNTIME_CHANNELS.find((c) => c === channel);
  return known ? CHANNEL_LABELS[known] : channel;
}

/**
 * The conversations, most recent first. When rows arrive above the visible ones, the list keeps
 * the first visible row where it was (the scroll position does not jump).
 */
export function ConversationList({
  items,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  items: TConversationRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ id: string; offset: number } | null>(null);

  const rememberAnchor = () => {
    const box = scroller.current;
    if (!box) return;
    const rows = box.querySelectorAll<HTMLElement>("[data-conversation-id]");
    const first = Array.from(rows).find((row) => row.offsetTop + row.offsetHeight > box.scrollTop);
    anchor.current = first?.dataset.conversationId
      ? { id: first.dataset.conversationId, offset: first.offsetTop - box.scrollTop }
      : null;
  };

  useLayoutEffect(() => {
    const box = scroller.current;
    const kept = anchor.current;
    if (!box || !kept || box.scrollTop === 0) return;
    const row = box.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(kept.id)}"]`);
    if (row) box.scrollTop = row.offsetTop - kept.offset;
  }, [items]);

  return (
    <div
      ref={scroller}
      onScroll={rememberAnchor}
      className="relative -mx-1 min-h-0 flex-1 overflow-y-auto px-1 [overflow-anchor:none]"
      data-testid="conversation-list"
    >
      <ul className="flex flex-col gap-1">
        {items.map((c) => (
          <li key={c.id} data-conversation-id={c.id} data-status={c.status}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={c.id === selectedId ? "true" : undefined}
              className={cn(
                "flex w-full flex-col gap-1 rounded-lg border-l-4 border-transparent px-3 py-2 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                c.status === "handoff_requested" && "border-warning bg-warning/10",
                c.id === selectedId && "bg-muted",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm font-medium">{c.title}</span>
                <time className="shrink-0 text-xs text-muted-foreground" dateTime={c.lastMessageAt}>
                  {shortTime(c.lastMessageAt)}
                </time>
              </span>
              <span className="line-clamp-2 text-xs text-muted-foreground">
                {c.preview ?? "No message from the visitor yet"}
              </span>
              <span className="flex flex-wrap items-center gap-1">
                <Badge variant="outline">{channelLabel(c.channel)}</Badge>
                {c.status === "handoff_requested" ? (
                  <Badge variant="warning">
                    <Icon node={Hand} />
                    Wants a person
                  </Badge>
                ) : c.status === "human" ? (
                  <Badge variant="secondary">{CONVERSATION_STATUS_LABELS[c.status]}</Badge>
                ) : null}
                <span className="ml-auto text-[11px] text-muted-foreground">
                  {c.messageCount} {c.messageCount === 1 ? "message" : "messages"}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center py-2">
          <Button variant="ghost" size="sm" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
