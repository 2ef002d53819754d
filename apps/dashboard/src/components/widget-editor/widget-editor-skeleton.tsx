import { Skeleton } from "@parlo/ui";

/** The Widget tab's shape while its editor loads (rendered on the server: no JavaScript of its own). */
export function WidgetEditorSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true" aria-label="Loading the widget editor">
      <Skeleton className="h-10 w-24 self-end" />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="flex flex-col gap-5">
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-[640px] w-full rounded-xl" />
        </div>
        <Skeleton className="h-[480px] w-full rounded-xl" />
      </div>
    </div>
  );
}
