"use client";

import { Skeleton } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";

const RecentCallsPanel = lazy(() => import("./recent-calls-panel").then((m) => ({ default: m.RecentCallsPanel })));

/** The Tools tab's recent calls, loaded after the page. */
export function RecentCalls(props: { region: TRegion; agentId: string; tools: Array<{ id: string; name: string }> }) {
  return (
    <AfterMount fallback={<RecentCallsSkeleton />}>
      <RecentCallsPanel {...props} />
    </AfterMount>
  );
}

export function RecentCallsSkeleton() {
  return (
    <section className="flex flex-col gap-3" aria-busy="true" data-testid="recent-calls-skeleton">
      <Skeleton className="h-6 w-36" />
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid grid-cols-[1fr_2fr_1fr_1fr_1fr] gap-4 py-1.5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-5 w-14 rounded-full" />
            <Skeleton className="h-4 w-10" />
            <Skeleton className="h-4 w-14" />
          </div>
        ))}
      </div>
    </section>
  );
}
