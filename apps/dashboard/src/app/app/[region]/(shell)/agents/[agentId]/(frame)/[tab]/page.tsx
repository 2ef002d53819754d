import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AgentTabView } from "@/components/agent-dashboard/agent-tab-view";
import { AGENT_TABS, isAgentTabKey, type PageSearchParams } from "@/lib/agent-tabs";
import { requireAgentHere } from "../../agent-data";

interface TabPageProps {
  params: Promise<{ region: string; agentId: string; tab: string }>;
  searchParams: Promise<PageSearchParams>;
}

export async function generateMetadata({ params }: TabPageProps): Promise<Metadata> {
  const { tab } = await params;
  const label = AGENT_TABS.find((item) => item.key === tab)?.label;
  return label ? { title: label } : {};
}

/** /app/{region}/agents/{agentId}/{tab}: unknown tabs and tabs this viewer does not see are not found. */
export default async function AgentTabPage({ params, searchParams }: TabPageProps) {
  const { region, agentId, tab } = await params;
  if (!isRegion(region) || !isAgentTabKey(tab)) notFound();
  const query = await searchParams;
  const { tabs } = await requireAgentHere({ region, agentId, path: tab, searchParams: query });
  const current = tabs.find((item) => item.key === tab);
  if (!current) notFound();
  return <AgentTabView region={region} agentId={agentId} tab={current} subTab={query.tab} />;
}
