"use client";

import { AgentLinksProvider, type AgentHref } from "@parlo/app-ui/agent-links";
import { useMemo, type ReactNode } from "react";

/**
 * Where the shared agent tabs link to in the client portal: the viewer's own pages, for the agent
 * in `?agent=`. The test panel is the owner's, so those links are left out.
 */
export function PortalAgentLinks({ pages, children }: { pages: readonly string[]; children: ReactNode }) {
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
  return <AgentLinksProvider href={href}>{children}</AgentLinksProvider>;
}
