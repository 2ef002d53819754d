"use client";

import { Icon } from "@parlo/ui/icon";
import { KNOWLEDGE_TAB_MESSAGES, type TGetKnowledgeSourceOutput, type TRegion } from "@parlo/validators";
import { ChevronRight } from "lucide";
import { useState } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { formatCount, formatDuration, timeAgo } from "./knowledge-format";

const RUN_LABELS = { queued: "Queued", running: "Running", done: "Done", failed: "Failed" } as const;

/** A website source's pages (address, title, characters, when read) and its last runs, read when opened. */
export function SourceDetails({
  region,
  agentId,
  sourceId,
  pageCount,
  now,
}: {
  region: TRegion;
  agentId: string;
  sourceId: string;
  pageCount: number;
  now: Date;
}) {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<TGetKnowledgeSourceOutput | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    const next = !open;
    setOpen(next);
    if (!next) return;
    setError(null);
    try {
      setDetail(await (await loadTrpc()).knowledge.get.query({ region, agentId, sourceId }));
    } catch (e) {
      setError(callErrorMessage(e, KNOWLEDGE_TAB_MESSAGES.loadFailed));
    }
  };

  return (
    <div className="text-xs">
      <button
        type="button"
        aria-expanded={open}
        className="inline-flex items-center gap-1 rounded text-muted-foreground hover:text-foreground"
        onClick={() => void toggle()}
      >
        <Icon node={ChevronRight} className={`size-3 transition-transform ${open ? "rotate-90" : ""}`} />
        Pages and runs
      </button>
      {open ? (
        <div className="mt-2 grid gap-3 rounded-md border border-border bg-muted/40 p-2" data-testid="source-details">
          {error ? <p className="text-destructive">{error}</p> : null}
          {detail === undefined && !error ? <p className="text-muted-foreground">Loading…</p> : null}
          {detail ? (
            <>
              <div>
                <p className="mb-1 font-medium text-foreground">Pages ({formatCount(pageCount)})</p>
                {detail.pages.length === 0 ? (
                  <p className="text-muted-foreground">No pages read yet.</p>
                ) : (
                  <ul className="max-h-60 space-y-0.5 overflow-y-auto">
                    {detail.pages.map((page) => (
                      <li key={page.url} className="flex items-baseline gap-2">
                        <a
                          href={page.url}
                          target="_blank"
                          rel="noreferrer"
                          className="min-w-0 flex-1 truncate hover:underline"
                          title={page.url}
                        >
                          {page.title || page.url}
                        </a>
                        <span className="shrink-0 text-muted-foreground tabular-nums">
                          {formatCount(page.charCount)} chars · {timeAgo(page.fetchedAt, now)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <p className="mb-1 font-medium text-foreground">Last runs</p>
                <ul className="space-y-0.5 text-muted-foreground">
                  {detail.jobs.map((job) => (
                    <li key={job.id}>
                      {timeAgo(job.createdAt, now)} · {job.kind === "refresh" ? "Refresh" : "First read"} ·{" "}
                      {RUN_LABELS[job.status]} · {job.pagesDone}/{Math.max(job.pagesFound, job.pagesDone)} pages
                      {job.pagesFailed ? ` (${job.pagesFailed} failed)` : ""}
                      {job.startedAt && job.finishedAt
                        ? ` · ${formatDuration(job.finishedAt.getTime() - job.startedAt.getTime())}`
                        : ""}
                      {job.error ? <span className="text-destructive"> · {job.error}</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
