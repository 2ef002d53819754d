import type { TCrawlJobRow } from "@parlo/validators";

/** pagesDone of pagesFound as a bar, with the failures. */
export function JobProgress({ job }: { job: TCrawlJobRow }) {
  const total = Math.max(job.pagesFound, job.pagesDone + job.pagesFailed);
  const share = total > 0 ? (job.pagesDone + job.pagesFailed) / total : job.status === "done" ? 1 : 0;
  const label = total > 0 ? `${job.pagesDone} / ${total} pages` : job.status === "queued" ? "Waiting" : "—";
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="tabular-nums">{label}</span>
        {job.pagesFailed > 0 ? <span className="text-destructive tabular-nums">{job.pagesFailed} failed</span> : null}
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={`${job.sourceName}: ${label}`}
        aria-valuemin={0}
        aria-valuemax={total || 1}
        aria-valuenow={job.pagesDone + job.pagesFailed}
      >
        <div
          className={`h-full rounded-full transition-[width] ${job.status === "failed" ? "bg-destructive" : "bg-primary"}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}
