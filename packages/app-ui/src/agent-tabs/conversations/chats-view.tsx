"use client";

import { Button, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CONVERSATION_MESSAGES, type TConversationFilters, type TRegion } from "@parlo/validators";
import { MessagesSquare } from "lucide";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { useAgentHref } from "../../agent-tabs-context";
import { ListRowsSkeleton } from "./chats-skeleton";
import { ConversationFilters, PERIODS, type FilterState } from "./conversation-filters";
import { ConversationList } from "./conversation-list";
import { ConversationTranscript } from "./conversation-transcript";
import { ExportButtons } from "./export-buttons";
import { useConversation, useConversationList } from "./use-conversations";

const NO_FILTERS: FilterState = { search: "", channel: "", status: "", period: "" };
const SEARCH_DELAY_MS = 300;

function toFilters(state: Omit<FilterState, "search">, search: string): TConversationFilters {
  const days = PERIODS.find((p) => p.key === state.period)?.days ?? 0;
  return {
    search: search.trim() || undefined,
    channel: state.channel || undefined,
    status: state.status || undefined,
    from: days ? new Date(Date.now() - days * 86_400_000).toISOString() : undefined,
  };
}

/** Opens a conversation by putting its id in the URL (`?c=`), without a server round trip. */
function openInUrl(conversationId: string | null) {
  const url = new URL(window.location.href);
  if (conversationId) url.searchParams.set("c", conversationId);
  else url.searchParams.delete("c");
  window.history.pushState(null, "", url);
}

/**
 * The Chats tab: the conversations on the left (search, filters, live), the open one's transcript
 * on the right; on phones one pane at a time.
 */
export function ChatsView({ region, agentId }: { region: TRegion; agentId: string }) {
  const selectedId = useSearchParams().get("c");
  const [filterState, setFilterState] = useState<FilterState>(NO_FILTERS);
  const [search, setSearch] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filterState.search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterState.search]);

  const { channel, status, period } = filterState;
  const filters = useMemo(() => toFilters({ channel, status, period }, search), [search, channel, status, period]);
  const scope = useMemo(() => ({ region, agentId }), [region, agentId]);
  const testPanelHref = useAgentHref()(agentId, { tab: "convos", testPanel: true });
  const list = useConversationList(scope, filters);
  const { detail, update } = useConversation(scope, selectedId);
  const filtered = Boolean(filters.search || filters.channel || filters.status || filters.from);

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold">Chats</h2>
      <ExportButtons region={region} agentId={agentId} filters={filters} />
    </div>
  );

  if (list.items !== null && list.items.length === 0 && !filtered && !selectedId) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <section
          className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-border bg-card/40 px-6 py-16 text-center"
          data-testid="chats-empty"
        >
          <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Icon node={MessagesSquare} className="size-7" />
          </div>
          <div className="flex max-w-md flex-col gap-2">
            <h3 className="text-base font-semibold">{CONVERSATION_MESSAGES.emptyTitle}</h3>
            <p className="text-sm text-muted-foreground">{CONVERSATION_MESSAGES.emptyBody}</p>
          </div>
          {testPanelHref ? (
            <Button asChild size="sm">
              <Link href={testPanelHref}>{CONVERSATION_MESSAGES.openTestPanel}</Link>
            </Button>
          ) : null}
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {header}
      <div className="grid h-[calc(100dvh-17rem)] min-h-[28rem] grid-cols-1 gap-4 md:grid-cols-[20rem_1fr]">
        <section
          aria-label="Conversations"
          className={cn(
            "min-h-0 min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-3",
            selectedId ? "hidden md:flex" : "flex",
          )}
        >
          <ConversationFilters value={filterState} onChange={setFilterState} />
          {list.error ? <p className="text-sm text-destructive">{list.error}</p> : null}
          {list.items === null ? (
            <ListRowsSkeleton />
          ) : list.items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{CONVERSATION_MESSAGES.noMatches}</p>
          ) : (
            <ConversationList
              items={list.items}
              selectedId={selectedId}
              onSelect={openInUrl}
              hasMore={list.nextCursor !== null}
              loadingMore={list.loadingMore}
              onLoadMore={() => void list.loadMore()}
            />
          )}
        </section>
        <section
          aria-label="Transcript"
          className={cn(
            "min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card",
            selectedId ? "flex" : "hidden md:flex",
          )}
        >
          {selectedId ? (
            <ConversationTranscript scope={scope} detail={detail} onChange={update} onBack={() => openInUrl(null)} />
          ) : (
            <p className="m-auto px-6 text-center text-sm text-muted-foreground">
              Select a conversation to read its transcript.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
