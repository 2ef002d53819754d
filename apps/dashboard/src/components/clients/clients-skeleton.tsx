import { Button, Skeleton } from "@parlo/ui";
import { ClientsHeader } from "./clients-header";

/** The Clients page while its organizations load (server-rendered). */
export function ClientsSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true" data-testid="clients-skeleton">
      <ClientsHeader action={<Button disabled>New Organization</Button>} />
      <span className="sr-only" role="status">
        Loading the organizations
      </span>
      <div className="grid gap-4 xl:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
            </div>
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-3.5 w-32" />
                  <Skeleton className="h-3 w-48" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
