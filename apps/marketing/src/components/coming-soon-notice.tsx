import { featureSentence, isComing, type FeatureId } from "@/content/feature-availability";
import { ComingSoonBadge } from "./coming-soon-badge";

/** A docs notice: these features are not available yet, so there are no steps for them. */
export function ComingSoonNotice({ ids }: { ids: readonly FeatureId[] }) {
  const coming = ids.filter((id) => isComing(id));
  if (coming.length === 0) return null;
  const one = coming.length === 1;
  return (
    <div role="note" className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <ComingSoonBadge />
        <span>{featureSentence(coming)}</span>
      </p>
      <p className="leading-relaxed text-muted-foreground">
        {one ? "This is" : "These are"} not available yet, so there is nothing to set up. This page will explain how
        once {one ? "it ships" : "they ship"}.
      </p>
    </div>
  );
}
