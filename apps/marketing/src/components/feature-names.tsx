import { featureList, featureSentence, splitByAvailability, type FeatureId } from "@/content/feature-availability";
import { ComingSoonBadge } from "./coming-soon-badge";

/**
 * The names of some features as one list item: those available now as plain text, those still
 * coming followed by a "Coming soon" badge.
 */
export function FeatureNames({ ids }: { ids: readonly FeatureId[] }) {
  const { available, coming } = splitByAvailability(ids);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {available.length > 0 ? <span>{featureSentence(available)}</span> : null}
      {coming.length > 0 ? (
        <>
          <span>{available.length > 0 ? `· ${featureList(coming)}` : featureSentence(coming)}</span>
          <ComingSoonBadge />
        </>
      ) : null}
    </span>
  );
}
