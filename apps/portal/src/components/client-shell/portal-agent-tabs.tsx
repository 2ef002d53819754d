"use client";

import { AgentTabsProvider, type AgentHref } from "@parlo/app-ui/agent-tabs-context";
import { useMemo, type ReactNode } from "react";

/**
 * The shared agent tabs in the client portal: their links go to the viewer's own pages, for the
 * agent in `?agent=` (the test panel is the owner's, so those links are left out). The portal
 * has no UploadsProvider: it stores no uploads, so image fields take an address.
 */
export function PortalAgentTabs({ pages, children }: { pages: readonly string[]; children: ReactNode }) {
  const href = useMemo<AgentHref>(() => {
    const allowed = new Set(pages);
    return (agentId, target) => {
      if (target.testPanel || !allowed.has(target.tab)) return null;
      const query = new URLSearchParams({ agent: agentId });
      if (target.subTab) query.set("tab", target.subTab);
      if (target.conversationId) query.set("c", target.conversationId);
      return `/${target.tab}?${query.toString()}`;
    };
  }, [pages]);
  return <AgentTabsProvider href={href}>{children}</AgentTabsProvider>;
}
