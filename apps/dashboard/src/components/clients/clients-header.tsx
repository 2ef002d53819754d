import type { ReactNode } from "react";

/** The Clients page's title and description, with its main action on the right (below on phones). */
export function ClientsHeader({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Clients</h1>
        <p className="text-sm text-muted-foreground">
          The organizations of your agency and the people who sign in to their dashboard.
        </p>
      </div>
      {action}
    </div>
  );
}
