"use client";

import { Alert, Button, EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { KNOWLEDGE_TAB_MESSAGES, type TCrawlJobRow, type TRegion } from "@parlo/validators";
import { FileText, Globe, RefreshCw, Type } from "lucide";
import Link from "next/link";
import { useEffect, useState } from "react";
import { routes } from "@/lib/routes";
import { formatDuration, timeAgo } from "@parlo/app-ui/knowledge-format";
import { CRAWL_MODE_LABELS } from "@parlo/app-ui/knowledge-labels";
import { CrawlerSkeleton } from "./crawler-skeleton";
import { JobProgress } from "./job-progress";
import { JobStatusBadge } from "./job-status-badge";
import { useCrawlJobs } from "./use-crawl-jobs";

const TYPE_ICONS = { url: Globe, doc: FileText, text: Type } as const;

/** "Now", moved on every second while a run is on its way (durations count up), else every 30 s. */
function useNow(fast: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), fast ? 1000 : 30_000);
    return () => clearInterval(timer);
  }, [fast]);
  return now;
}

function duration(job: TCrawlJobRow, now: Date): string {
  if (!job.startedAt) return "—";
  return formatDuration((job.finishedAt ?? now).getTime() - job.startedAt.getTime());
}

function changesText(job: TCrawlJobRow): string {
  if (!job.changes) return "—";
  const { added, changed, removed } = job.changes;
  const parts = [
    added ? `${added} added` : null,
    changed ? `${changed} changed` : null,
    removed ? `${removed} removed` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "No changes";
}

/** The Crawler page: the workspace's ingestion and refresh runs, newest first, live while one runs. */
export function CrawlerView({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const { jobs, error, running, reload } = useCrawlJobs(region, workspaceId);
  const now = useNow(running);

  if (error && !jobs) {
    return (
      <Alert variant="error" data-testid="crawler-error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{error}</span>
          <Button size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  if (!jobs) return <CrawlerSkeleton />;
  if (jobs.length === 0) {
    return (
      <EmptyState
        data-testid="crawler-empty"
        className="py-16"
        icon={<Icon node={Globe} />}
        title={KNOWLEDGE_TAB_MESSAGES.jobsEmptyTitle}
        description={KNOWLEDGE_TAB_MESSAGES.jobsEmptyBody}
      />
    );
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[880px] text-sm" aria-label="Crawl jobs">
        <thead className="border-b border-border text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2.5 font-medium">Source</th>
            <th className="px-3 py-2.5 font-medium">Agent</th>
            <th className="px-3 py-2.5 font-medium">Status</th>
            <th className="px-3 py-2.5 font-medium">Progress</th>
            <th className="px-3 py-2.5 font-medium">Changes</th>
            <th className="px-3 py-2.5 font-medium">Started</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {jobs.map((job) => (
            <tr key={job.id} data-testid="crawl-job" data-job-id={job.id} className="align-top">
              <td className="px-3 py-3">
                <div className="flex w-64 items-start gap-2">
                  <Icon node={TYPE_ICONS[job.sourceType]} className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0">
                    <p className="truncate font-medium" data-testid="crawl-job-source">
                      {job.sourceName}
                    </p>
                    {job.sourceUrl ? (
                      <p className="truncate text-xs text-muted-foreground" title={job.sourceUrl}>
                        {job.crawlMode ? `${CRAWL_MODE_LABELS[job.crawlMode]} · ` : ""}
                        {job.sourceUrl}
                      </p>
                    ) : null}
                    {job.status === "failed" && job.error ? (
                      <p className="mt-1 text-xs text-destructive" data-testid="crawl-job-error">
                        {job.error}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <Link href={routes.agent(region, job.agentId, "kb")} className="hover:underline">
                  {job.agentTitle}
                </Link>
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-col items-start gap-1">
                  <JobStatusBadge status={job.status} />
                  <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted-foreground">
                    {job.kind === "refresh" ? <Icon node={RefreshCw} className="size-3" /> : null}
                    {job.kind === "refresh" ? "Refresh" : "First read"}
                  </span>
                </div>
              </td>
              <td className="px-3 py-3">
                <JobProgress job={job} />
              </td>
              <td
                className="px-3 py-3 whitespace-nowrap text-muted-foreground"
                title={job.changes ? changesTitle(job) : undefined}
              >
                {changesText(job)}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">
                <p title={job.createdAt.toLocaleString()}>{timeAgo(job.createdAt, now)}</p>
                <p className="text-xs tabular-nums" data-testid="crawl-job-duration">
                  {job.startedAt ? `${job.finishedAt ? "took" : "running"} ${duration(job, now)}` : "not started"}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function changesTitle(job: TCrawlJobRow): string {
  if (!job.changes) return "";
  const { added, changed, removed } = job.changes;
  return `${added} added, ${changed} changed, ${removed} removed`;
}
