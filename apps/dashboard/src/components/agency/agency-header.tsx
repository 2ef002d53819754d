import type { ReactNode } from "react";

/**
 * The agency page's title and description with its save status and Save button on the right
 * (below on phones). Shared by the server-rendered skeleton and the loaded settings, so the frame
 * stays put when the form arrives.
 */
export function AgencyHeader({ status, action }: { status: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Agency</h1>
        <p className="text-sm text-muted-foreground">Adjust agency settings</p>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <div className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {status}
        </div>
        {action}
      </div>
    </div>
  );
}
