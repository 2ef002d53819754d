import { Skeleton } from "@parlo/ui";

/** The Crawler page's list while its code and the runs load. */
export function CrawlerSkeleton() {
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-3"
      data-testid="crawler-skeleton"
      aria-busy="true"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="grid grid-cols-[2fr_1fr_1fr_2fr_1fr] items-center gap-4 py-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
