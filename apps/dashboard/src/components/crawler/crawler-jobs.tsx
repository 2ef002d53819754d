"use client";

import type { TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { CrawlerSkeleton } from "./crawler-skeleton";

const CrawlerView = lazy(() => import("./crawler-view").then((m) => ({ default: m.CrawlerView })));

/** The Crawler page's list: a skeleton in the first load, then the live runs. */
export function CrawlerJobs({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  return (
    <AfterMount fallback={<CrawlerSkeleton />}>
      <CrawlerView region={region} workspaceId={workspaceId} />
    </AfterMount>
  );
}
