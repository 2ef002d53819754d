import { Skeleton } from "@parlo/ui";

/** The Leads tab while its code and first page load. */
export function LeadsSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="leads-skeleton" aria-busy="true">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-7 w-32" />
        <div className="flex flex-wrap gap-2">
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-8 w-28" />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-10 w-full max-w-72" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-40" />
      </div>
      <LeadRowsSkeleton />
    </div>
  );
}

export function LeadRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2 overflow-hidden rounded-xl border border-border bg-card p-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid grid-cols-4 gap-4 py-2">
          <Skeleton className="h-4 w-full max-w-24" />
          <Skeleton className="h-4 w-full max-w-32" />
          <Skeleton className="h-4 w-full max-w-40" />
          <Skeleton className="h-4 w-full max-w-28" />
        </div>
      ))}
    </div>
  );
}
