import { Badge, Spinner } from "@parlo/ui";
import type { TKnowledgeState } from "@parlo/validators";

const LABELS: Record<TKnowledgeState, string> = {
  INITIALIZED: "Queued",
  PENDING: "Reading",
  SUCCESS: "Ready",
  ERROR: "Error",
};

/** A source's state: queued, reading (with a spinner), ready, or error. */
export function SourceStatusBadge({ status }: { status: TKnowledgeState }) {
  const variant =
    status === "SUCCESS"
      ? "success"
      : status === "ERROR"
        ? "destructive"
        : status === "PENDING"
          ? "warning"
          : "secondary";
  return (
    <Badge variant={variant} data-testid="source-status" data-status={status} title={status}>
      {status === "PENDING" || status === "INITIALIZED" ? <Spinner className="size-3" /> : null}
      {LABELS[status]}
    </Badge>
  );
}
