import { Skeleton } from "@parlo/ui";

/** Placeholder for a tab's body while it loads. */
export function TabBodySkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-testid="tab-body-skeleton">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <Skeleton className="h-9 w-full max-w-xl rounded-lg" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

/** Placeholder for the whole agent dashboard (header, tab bar, body) while the agent loads. */
export function FrameSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-[1500px] flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the agent…
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-4 w-36" />
          </div>
        </div>
        <Skeleton className="h-9 w-full sm:w-72" />
      </div>
      <div className="flex gap-2 overflow-hidden border-b border-border pb-2">
        {[64, 52, 60, 84, 110, 56, 72, 56, 70].map((width, index) => (
          <Skeleton key={index} className="h-7 shrink-0" style={{ width }} />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}
