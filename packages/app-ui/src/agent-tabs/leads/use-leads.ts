"use client";

import {
  LEAD_MESSAGES,
  type TLeadColumn,
  type TLeadFilters,
  type TLeadRow,
  type TListLeadsOutput,
  type TRegion,
} from "@parlo/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { useVisiblePoll } from "@parlo/ui/use-visible-poll";
import { appendLeads, mergeLeadPage, sameLeads } from "./merge-leads";

/** How often the list looks for new leads while the page is visible. */
export const LEADS_POLL_MS = 10_000;

interface Scope {
  region: TRegion;
  agentId: string;
}

/**
 * The leads matching the filters: the first page, then more on demand; while the page is visible
 * the first page is read again every 10 s (and on Refresh) and merged in. Pass `filters` memoized.
 */
export function useLeads({ region, agentId }: Scope, filters: TLeadFilters) {
  const [items, setItems] = useState<TLeadRow[] | null>(null);
  const [meta, setMeta] = useState<Pick<TListLeadsOutput, "total" | "form"> & { columns: TLeadColumn[] }>({
    total: 0,
    columns: [],
    form: { draft: false, live: false },
  });
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const key = JSON.stringify(filters);
  const current = useRef(key);

  const readFirstPage = useCallback(async () => {
    const asked = key;
    const trpc = await loadTrpc();
    const page = await trpc.lead.list.query({ region, agentId, filters });
    if (current.current !== asked) return;
    setError(null);
    setMeta({ total: page.total, columns: page.columns, form: page.form });
    setItems((list) => {
      if (list === null) return page.items;
      const merged = mergeLeadPage(list, page.items, page.nextCursor === null);
      return sameLeads(list, merged) ? list : merged;
    });
    // the first read sets where "Load more" continues; a complete first page ends it
    setNextCursor((cursor) => (page.nextCursor === null ? null : (cursor ?? page.nextCursor)));
  }, [region, agentId, key, filters]);

  useEffect(() => {
    current.current = key;
    setItems(null);
    setNextCursor(null);
    setError(null);
    readFirstPage().catch((e: unknown) => {
      if (current.current === key) setError(callErrorMessage(e, LEAD_MESSAGES.loadFailed));
    });
  }, [key, readFirstPage]);

  useVisiblePoll(readFirstPage, LEADS_POLL_MS, items !== null);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await readFirstPage();
    } catch (e) {
      setError(callErrorMessage(e, LEAD_MESSAGES.loadFailed));
    } finally {
      setRefreshing(false);
    }
  }, [readFirstPage]);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const asked = key;
    setLoadingMore(true);
    try {
      const trpc = await loadTrpc();
      const page = await trpc.lead.list.query({ region, agentId, filters, cursor: nextCursor });
      if (current.current !== asked) return;
      setItems((list) => appendLeads(list ?? [], page.items));
      setNextCursor(page.nextCursor);
    } catch (e) {
      setError(callErrorMessage(e, LEAD_MESSAGES.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  }, [region, agentId, key, filters, nextCursor]);

  /** A lead deleted here leaves the list at once. */
  const removeLocally = useCallback((leadId: string) => {
    setItems((list) => list?.filter((row) => row.id !== leadId) ?? null);
    setMeta((old) => ({ ...old, total: Math.max(0, old.total - 1) }));
  }, []);

  return { items, ...meta, nextCursor, error, loadingMore, refreshing, loadMore, refresh, removeLocally };
}
