import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AgentFrame } from "@/components/agent-dashboard/agent-frame";
import { AgentHeader } from "@/components/agent-dashboard/agent-header";
import { SearchIsland } from "@/components/agent-dashboard/search-island";
import { buildAgentSearchEntries } from "@/lib/search";
import { routes } from "@/lib/routes";
import { loadAgentFrame } from "../agent-data";

export const dynamic = "force-dynamic";

interface FrameParams {
  params: Promise<{ region: string; agentId: string }>;
}

export async function generateMetadata({ params }: FrameParams): Promise<Metadata> {
  const { region, agentId } = await params;
  if (!isRegion(region)) return {};
  const frame = await loadAgentFrame(region, agentId);
  return { title: frame.status === "found" ? frame.agent.title : "Agent" };
}

/**
 * The agent dashboard frame (header, tabs, search, test debugger) around every tab. When the agent
 * lives in the other region the page below redirects there, as only it knows its path and query.
 */
export default async function AgentFrameLayout({ children, params }: FrameParams & { children: ReactNode }) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  const frame = await loadAgentFrame(region, agentId);
  if (frame.status === "moved") return children;
  if (frame.status === "missing") redirect(routes.agents(region));
  const { agent, role, tabs } = frame;
  return (
    <AgentFrame
      region={region}
      agentId={agentId}
      header={
        <AgentHeader title={agent.title} description={agent.description} isPublished={agent.isPublished}>
          <SearchIsland entries={buildAgentSearchEntries({ region, agentId, tabs })} />
        </AgentHeader>
      }
      tabs={tabs}
      layout={role === "owner" ? "horizontal" : "vertical"}
    >
      {children}
    </AgentFrame>
  );
}
