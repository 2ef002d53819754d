"use client";

import { usePathname } from "next/navigation";

/** The agent id of the current route (/app/{region}/agents/{agentId}/...), if any. */
export function useCurrentAgentId(): string | null {
  const match = /^\/app\/(?:eu|na)\/agents\/([A-Za-z0-9]{16})(?:\/|$)/.exec(usePathname());
  return match?.[1] ?? null;
}
