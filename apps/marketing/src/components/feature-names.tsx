import { featureList, featureSentence, splitByAvailability, type FeatureId } from "@/content/feature-availability";
import { ComingSoonBadge } from "./coming-soon-badge";

/**
 * The names of some features as one list item: those available now as plain text, those still
 * coming followed by a "Coming soon" badge.
 */
export function FeatureNames({ ids }: { ids: readonly FeatureId[] }) {
  const { available, coming } = splitByAvailability(ids);
  return (
    <span>
      {available.length > 0 ? featureSentence(available) : null}
      {available.length > 0 && coming.length > 0 ? " · " : null}
      {coming.length > 0 ? (
        <>
          {available.length > 0 ? featureList(coming) : featureSentence(coming)} <ComingSoonBadge className="ml-1" />
        </>
      ) : null}
    </span>
  );
}
