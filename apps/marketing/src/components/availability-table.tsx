import { Icon } from "@parlo/ui/icon";
import { Check } from "lucide";
import { featureIds, featureSentence, isComing } from "@/content/feature-availability";
import { ComingSoonBadge } from "./coming-soon-badge";

/** Every feature the site sells and whether it can be used today, straight from feature-availability.ts. */
export function AvailabilityTable() {
  return (
    <section aria-labelledby="availability-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="availability-title" className="text-center text-2xl font-semibold tracking-tight">
        What you can use today
      </h2>
      <p className="mt-2 text-center text-sm text-muted-foreground">
        Everything marked available works today. Features marked coming soon are not available yet.
      </p>
      <div className="mt-8 overflow-hidden rounded-xl border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Feature
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {featureIds.map((id) => (
              <tr key={id} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-medium">
                  {featureSentence([id])}
                </th>
                <td className="px-4 py-3 text-right">
                  {isComing(id) ? (
                    <ComingSoonBadge />
                  ) : (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                      <Icon node={Check} className="size-3.5" />
                      Available
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
