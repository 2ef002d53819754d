"use client";

import type { TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { KnowledgeSkeleton } from "./knowledge-skeleton";

// the list, its polling and the add menu load after the page
const KnowledgeView = lazy(() => import("./knowledge-view").then((m) => ({ default: m.KnowledgeView })));

/** The Knowledge Base tab: a skeleton in the page's first load, then the live list. */
export function KnowledgeTab({ region, agentId }: { region: TRegion; agentId: string }) {
  return (
    <AfterMount fallback={<KnowledgeSkeleton />}>
      <KnowledgeView region={region} agentId={agentId} />
    </AfterMount>
  );
}
