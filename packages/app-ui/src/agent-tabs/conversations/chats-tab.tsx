"use client";

import type { TRegion } from "@parlo/validators";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { ChatsSkeleton } from "./chats-skeleton";

// the list, the transcript, polling and export load after the page
const ChatsView = lazy(() => import("./chats-view").then((m) => ({ default: m.ChatsView })));

/** The Chats tab: a skeleton in the page's first load, then the live conversations. */
export function ChatsTab({ region, agentId }: { region: TRegion; agentId: string }) {
  return (
    <AfterMount fallback={<ChatsSkeleton />}>
      <ChatsView region={region} agentId={agentId} />
    </AfterMount>
  );
}
