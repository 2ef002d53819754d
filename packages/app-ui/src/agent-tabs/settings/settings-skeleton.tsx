import { Skeleton } from "@parlo/ui";

/** The shape of a settings section while its form loads. */
export function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true" aria-label="Loading settings">
      {[4, 2].map((rows, card) => (
        <div key={card} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-3 w-48 max-w-full" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
