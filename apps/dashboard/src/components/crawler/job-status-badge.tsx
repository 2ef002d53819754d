import { Badge, Spinner } from "@parlo/ui";
import type { TKnowledgeJobState } from "@parlo/validators";

const LABELS: Record<TKnowledgeJobState, string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
};

/** A run's state. */
export function JobStatusBadge({ status }: { status: TKnowledgeJobState }) {
  const variant =
    status === "done"
      ? "success"
      : status === "failed"
        ? "destructive"
        : status === "running"
          ? "warning"
          : "secondary";
  return (
    <Badge variant={variant} data-testid="job-status" data-status={status}>
      {status === "running" || status === "queued" ? <Spinner className="size-3" /> : null}
      {LABELS[status]}
    </Badge>
  );
}
