import { Skeleton } from "@parlo/ui";

/** The Knowledge Base tab while its code and the sources load. */
export function KnowledgeSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="knowledge-skeleton" aria-busy="true">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-7 w-44" />
        <div className="flex items-center gap-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-10 w-32" />
        </div>
      </div>
      <SourceRowsSkeleton />
    </div>
  );
}

export function SourceRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-lg" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-72" />
            </div>
            <Skeleton className="h-8 w-28" />
          </div>
          <Skeleton className="h-3 w-64" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
