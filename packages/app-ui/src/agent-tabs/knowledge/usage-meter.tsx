import { cn } from "@parlo/ui";
import type { TKnowledgeUsage } from "@parlo/validators";
import { formatCount } from "./knowledge-format";

/** The workspace's knowledge characters (all agents) against the plan's limit. */
export function UsageMeter({ usage }: { usage: TKnowledgeUsage }) {
  const share = usage.limit > 0 ? Math.min(1, usage.charCount / usage.limit) : 1;
  const tone = share >= 1 ? "bg-destructive" : share >= 0.9 ? "bg-warning" : "bg-primary";
  return (
    <div className="flex min-w-56 flex-col gap-1" data-testid="knowledge-usage">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="text-muted-foreground">Knowledge characters (workspace)</span>
        <span className="font-medium tabular-nums">
          {formatCount(usage.charCount)} / {formatCount(usage.limit)}
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Knowledge characters used"
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={usage.charCount}
      >
        <div className={cn("h-full rounded-full transition-[width]", tone)} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
