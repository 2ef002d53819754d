"use client";

import { Skeleton } from "@parlo/ui";
import type { TAgentNode, TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";

const NodesEditor = lazy(() => import("./nodes-editor").then((m) => ({ default: m.NodesEditor })));

/** The Prompt tab's editor, loaded after the page so react-hook-form is not part of its first load. */
export function PromptEditorIsland(props: { region: TRegion; agentId: string; nodes: TAgentNode[] }) {
  return (
    <AfterMount
      fallback={
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      }
    >
      <NodesEditor {...props} />
    </AfterMount>
  );
}
