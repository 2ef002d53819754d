"use client";

import {
  CONVERSATION_MESSAGES,
  type TConversationFilters,
  type TConversationRow,
  type TGetConversationOutput,
  type TRegion,
} from "@parlo/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { mergeConversations, sameConversations, sameMessages } from "./merge-conversations";
import { useVisiblePoll } from "@parlo/ui/use-visible-poll";

export const POLL_MS = 3000;

interface Scope {
  region: TRegion;
  agentId: string;
}

/**
 * The conversations matching the filters: the first page, then more on demand; while the page is
 * visible the first page is read again every few seconds and merged in (new and updated
 * conversations move up, the rest stays loaded). Pass `filters` memoized: a new object reloads.
 */
export function useConversationList({ region, agentId }: Scope, filters: TConversationFilters) {
  const [items, setItems] = useState<TConversationRow[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const key = JSON.stringify(filters);
  // answers for older filters are dropped
  const current = useRef(key);

  const readFirstPage = useCallback(async () => {
    const asked = key;
    const trpc = await loadTrpc();
    const page = await trpc.conversation.list.query({ region, agentId, filters });
    if (current.current !== asked) return;
    setError(null);
    setItems((list) => {
      if (list === null) return page.items;
      const merged = mergeConversations(list, page.items);
      return sameConversations(list, merged) ? list : merged;
    });
    // the first read sets where "Load more" continues; later polls leave it alone
    setNextCursor((cursor) => cursor ?? page.nextCursor);
  }, [region, agentId, key, filters]);

  useEffect(() => {
    current.current = key;
    setItems(null);
    setNextCursor(null);
    setError(null);
    readFirstPage().catch((e: unknown) => {
      if (current.current === key) setError(callErrorMessage(e, CONVERSATION_MESSAGES.loadFailed));
    });
  }, [key, readFirstPage]);

  useVisiblePoll(readFirstPage, POLL_MS, items !== null);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const asked = key;
    setLoadingMore(true);
    try {
      const trpc = await loadTrpc();
      const page = await trpc.conversation.list.query({ region, agentId, filters, cursor: nextCursor });
      if (current.current !== asked) return;
      setItems((list) => mergeConversations(list ?? [], page.items));
      setNextCursor(page.nextCursor);
    } catch (e) {
      setError(callErrorMessage(e, CONVERSATION_MESSAGES.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  }, [region, agentId, key, filters, nextCursor]);

  return { items, nextCursor, error, loadingMore, loadMore };
}

/**
 * The open conversation with its messages, read again every few seconds while the page is visible.
 * `update` applies a change made here (a reply, a new status) at once; a read that was already
 * under way when the change was made is dropped, so it cannot undo it.
 */
export function useConversation({ region, agentId }: Scope, conversationId: string | null) {
  const [detail, setDetail] = useState<TGetConversationOutput | undefined>(undefined);
  const current = useRef(conversationId);
  const edits = useRef(0);

  const read = useCallback(async () => {
    if (!conversationId) return;
    const editsBefore = edits.current;
    const trpc = await loadTrpc();
    const fresh = await trpc.conversation.get.query({ region, agentId, conversationId });
    if (current.current !== conversationId || edits.current !== editsBefore) return;
    setDetail((old) =>
      old &&
      fresh &&
      old.conversation.id === fresh.conversation.id &&
      old.conversation.status === fresh.conversation.status &&
      sameMessages(old.messages, fresh.messages)
        ? old
        : fresh,
    );
  }, [region, agentId, conversationId]);

  useEffect(() => {
    current.current = conversationId;
    setDetail(undefined);
    read().catch(() => {
      if (current.current === conversationId) setDetail(null);
    });
  }, [conversationId, read]);

  useVisiblePoll(read, POLL_MS, conversationId !== null);

  const update = useCallback(
    (change: (old: TGetConversationOutput | undefined) => TGetConversationOutput | undefined) => {
      edits.current += 1;
      setDetail(change);
    },
    [],
  );

  /** detail: undefined while loading, null when there is no such recorded conversation */
  return { detail, update };
}
