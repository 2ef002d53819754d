import { cn } from "@parlo/ui";
import { featureSentence, isComing, type FeatureId } from "@/content/feature-availability";
import { ComingSoonBadge } from "./coming-soon-badge";

/** A line naming those of `ids` that are still coming, with the badge; nothing once all have shipped. */
export function ComingNext({ ids, className }: { ids: readonly FeatureId[]; className?: string }) {
  const coming = ids.filter((id) => isComing(id));
  if (coming.length === 0) return null;
  return (
    <p className={cn("text-sm leading-relaxed text-muted-foreground", className)}>
      {featureSentence(coming)} <ComingSoonBadge className="ml-1" />
    </p>
  );
}
