import { featureSentence, splitByAvailability } from "@/content/feature-availability";
import { channelFeatures } from "@/content/features";
import { ComingSoonBadge } from "./coming-soon-badge";

/** The strip under the hero: the channels an agent answers on today, then those coming, behind one badge. */
export function ChannelStrip() {
  const { available, coming } = splitByAvailability(channelFeatures);
  return (
    <section aria-label="Channels" className="border-y border-border bg-muted/40">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-8 gap-y-3 px-4 py-6 text-sm sm:px-6">
        {available.map((id) => (
          <li key={id} className="font-semibold text-foreground/80">
            {featureSentence([id])}
          </li>
        ))}
        {coming.length > 0 ? (
          <li className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-muted-foreground">
            <ComingSoonBadge />
            <span className="text-center">{coming.map((id) => featureSentence([id])).join(" · ")}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
