"use client";

import type { TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { AnalyticsSkeleton } from "./analytics-skeleton";

// the range picker, the chart and the API client load after the page
const AnalyticsView = lazy(() => import("./analytics-view").then((m) => ({ default: m.AnalyticsView })));

/** The Analytics tab: a skeleton in the page's first load, then the numbers. */
export function AnalyticsTab({ region, agentId }: { region: TRegion; agentId: string }) {
  return (
    <AfterMount fallback={<AnalyticsSkeleton />}>
      <AnalyticsView region={region} agentId={agentId} />
    </AfterMount>
  );
}
