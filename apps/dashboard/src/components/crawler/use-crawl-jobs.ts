"use client";

import { KNOWLEDGE_TAB_MESSAGES, type TCrawlJobRow, type TRegion } from "@parlo/validators";
import { useCallback, useEffect, useState } from "react";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { useVisiblePoll } from "@parlo/ui/use-visible-poll";

/** How often the page reads the runs while one is queued or running. */
export const CRAWL_POLL_MS = 3_000;

export const isRunning = (job: Pick<TCrawlJobRow, "status">) => job.status === "queued" || job.status === "running";

/** The workspace's recent runs: read once, then every 3 s while the page is visible and a run is on its way. */
export function useCrawlJobs(region: TRegion, workspaceId: string) {
  const [jobs, setJobs] = useState<TCrawlJobRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const read = useCallback(async () => {
    const answer = await (await loadTrpc()).knowledge.jobs.query({ region, workspaceId });
    setJobs(answer.jobs);
    setError(null);
  }, [region, workspaceId]);

  const load = useCallback(() => {
    setError(null);
    read().catch((e: unknown) => setError(callErrorMessage(e, KNOWLEDGE_TAB_MESSAGES.jobsLoadFailed)));
  }, [read]);
  useEffect(load, [load]);

  const running = jobs?.some(isRunning) ?? false;
  useVisiblePoll(read, CRAWL_POLL_MS, running);
  return { jobs, error, running, reload: load };
}
