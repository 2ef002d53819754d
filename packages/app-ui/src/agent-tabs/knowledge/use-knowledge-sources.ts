"use client";

import {
  KNOWLEDGE_TAB_MESSAGES,
  type TKnowledgeSource,
  type TListKnowledgeSourcesOutput,
  type TRegion,
} from "@parlo/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { useVisiblePoll } from "@parlo/ui/use-visible-poll";

/** How often the list is read while a source is being read. */
export const KNOWLEDGE_POLL_MS = 3_000;
/** After an add or a refresh the list is watched this long even before the run shows up. */
const WATCH_MS = 15_000;

/** A source still on its way to SUCCESS or ERROR. */
export const isBusy = (source: Pick<TKnowledgeSource, "status">) =>
  source.status === "INITIALIZED" || source.status === "PENDING";

/**
 * The agent's sources and the workspace's usage: read once, then every 3 s while the page is
 * visible and a source is queued or being read (or was just added or refreshed here).
 */
export function useKnowledgeSources(region: TRegion, agentId: string) {
  const [data, setData] = useState<TListKnowledgeSourcesOutput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [watching, setWatching] = useState(false);
  const watchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const read = useCallback(async () => {
    const next = await (await loadTrpc()).knowledge.list.query({ region, agentId });
    setData(next);
    setError(null);
  }, [region, agentId]);

  const load = useCallback(() => {
    setError(null);
    read().catch((e: unknown) => setError(callErrorMessage(e, KNOWLEDGE_TAB_MESSAGES.loadFailed)));
  }, [read]);

  useEffect(load, [load]);
  useEffect(
    () => () => {
      if (watchTimer.current) clearTimeout(watchTimer.current);
    },
    [],
  );

  const busy = data !== null && (data.sources.some(isBusy) || data.activeSourceIds.length > 0);
  useVisiblePoll(read, KNOWLEDGE_POLL_MS, busy || watching);

  /** Polls for a while even when nothing looks busy yet (the run is on its way). */
  const watch = useCallback(() => {
    setWatching(true);
    if (watchTimer.current) clearTimeout(watchTimer.current);
    watchTimer.current = setTimeout(() => setWatching(false), WATCH_MS);
  }, []);

  /** A source added or changed here shows at once. */
  const put = useCallback((source: TKnowledgeSource) => {
    setData((old) => {
      if (!old) return old;
      const known = old.sources.some((s) => s.id === source.id);
      return {
        ...old,
        sources: known ? old.sources.map((s) => (s.id === source.id ? source : s)) : [source, ...old.sources],
      };
    });
  }, []);

  /** A source deleted here leaves at once. */
  const drop = useCallback((sourceId: string) => {
    setData((old) => {
      if (!old) return old;
      const gone = old.sources.find((s) => s.id === sourceId);
      return {
        ...old,
        sources: old.sources.filter((s) => s.id !== sourceId),
        activeSourceIds: old.activeSourceIds.filter((id) => id !== sourceId),
        usage: old.usage && {
          ...old.usage,
          charCount: Math.max(0, old.usage.charCount - (gone?.charCount ?? 0)),
        },
      };
    });
  }, []);

  return { data, error, busy: busy || watching, reload: load, refresh: read, watch, put, drop };
}
