"use client";

import { ANALYTICS_MESSAGES, type TAnalyticsSummaryOutput, type TRegion } from "@parlo/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";

interface Query {
  region: TRegion;
  agentId: string;
  from: string;
  to: string;
  timeZone: string;
}

/**
 * The summary for a range. While another range loads, the previous numbers stay on screen
 * (`loading` says so); an answer for a range no longer asked for is dropped.
 */
export function useAnalytics({ region, agentId, from, to, timeZone }: Query) {
  const [data, setData] = useState<TAnalyticsSummaryOutput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = `${region}|${agentId}|${from}|${to}|${timeZone}`;
  const current = useRef(key);

  const load = useCallback(async () => {
    const asked = key;
    setLoading(true);
    setError(null);
    try {
      const trpc = await loadTrpc();
      const summary = await trpc.analytics.summary.query({ region, agentId, from, to, timeZone });
      if (current.current !== asked) return;
      setData(summary);
    } catch (e) {
      if (current.current === asked) setError(callErrorMessage(e, ANALYTICS_MESSAGES.loadFailed));
    } finally {
      if (current.current === asked) setLoading(false);
    }
  }, [key, region, agentId, from, to, timeZone]);

  useEffect(() => {
    current.current = key;
    void load();
  }, [key, load]);

  return { data, error, loading, reload: load };
}
