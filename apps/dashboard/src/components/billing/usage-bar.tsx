import { cn } from "@parlo/ui";
import { usageLevel } from "@parlo/validators";
import { formatCredits, usagePercent } from "./billing-format";

/** Credits used this month out of used + balance: warning colour above 50 %, danger above 80 %. */
export function UsageBar({ credits }: { credits: { used: number; total: number } }) {
  const percent = usagePercent(credits);
  const level = usageLevel(percent);
  const rounded = Math.round(percent * 10) / 10;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="billing-usage-label" className="font-medium">
          Credits used this month
        </span>
        <span className="text-muted-foreground tabular-nums">
          {formatCredits(credits.used)} of {formatCredits(credits.total)} ({rounded}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="billing-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        data-level={level}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width]",
            level === "normal" && "bg-primary",
            level === "warning" && "bg-warning",
            level === "danger" && "bg-destructive",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
