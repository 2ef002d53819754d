"use client";

import type { TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { LeadsSkeleton } from "./leads-skeleton";

// the table, filters, polling and export load after the page
const LeadsView = lazy(() => import("./leads-view").then((m) => ({ default: m.LeadsView })));

/** The Leads tab: a skeleton in the page's first load, then the live list. */
export function LeadsTab({ region, agentId }: { region: TRegion; agentId: string }) {
  return (
    <AfterMount fallback={<LeadsSkeleton />}>
      <LeadsView region={region} agentId={agentId} />
    </AfterMount>
  );
}
