import { Skeleton } from "@parlo/ui";

/** The Chats tab while its code and first page load. */
export function ChatsSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="chats-skeleton">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-7 w-32" />
        <div className="flex gap-2">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-8 w-28" />
        </div>
      </div>
      <div className="grid min-h-[28rem] grid-cols-1 gap-4 md:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3">
          <Skeleton className="h-10 w-full" />
          <ListRowsSkeleton />
        </div>
        <div className="hidden flex-col gap-3 rounded-xl border border-border bg-card p-4 md:flex">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-1/2" />
          <Skeleton className="h-12 w-3/5" />
        </div>
      </div>
    </div>
  );
}

export function ListRowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-2 rounded-lg p-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-5/6" />
        </div>
      ))}
    </div>
  );
}
