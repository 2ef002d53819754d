import { Icon } from "@parlo/ui/icon";
import { isComing } from "@/content/feature-availability";
import { featureCards } from "@/content/features";
import { ComingSoonBadge } from "./coming-soon-badge";

/** The landing page's feature grid; a card selling something not built yet carries the badge. */
export function FeatureGrid() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-24">
      <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
        <p className="text-sm font-semibold text-primary">Everything an agency needs</p>
        <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          From the first agent to the hundredth client
        </h2>
        <p className="text-muted-foreground">
          Build once, answer on every client&apos;s website, and run it as your own business.
        </p>
      </div>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {featureCards.map((card) => (
          <li key={card.title} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon node={card.icon} className="size-5" />
              </span>
              {card.features.some(isComing) ? <ComingSoonBadge /> : null}
            </div>
            <h3 className="font-semibold">{card.title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
