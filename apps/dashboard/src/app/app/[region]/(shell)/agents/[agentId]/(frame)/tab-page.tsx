import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { TRegion } from "@parlo/validators";
import { AGENT_TABS, isAgentTabKey, type AgentTab, type PageSearchParams } from "@/lib/agent-tabs";
import { requireAgentHere } from "../agent-data";

export interface TabPageProps {
  params: Promise<{ region: string; agentId: string; tab?: string }>;
  searchParams: Promise<PageSearchParams>;
}

export interface OpenTab {
  region: TRegion;
  agentId: string;
  tab: AgentTab;
  query: PageSearchParams;
}

export function tabMetadata(key: string): Metadata {
  const label = AGENT_TABS.find((item) => item.key === key)?.label;
  return label ? { title: label } : {};
}

/**
 * The tab page of `/app/{region}/agents/{agentId}/{key}` rendered by `render`: unknown tabs and
 * tabs this viewer does not see are not found; an agent in the other region redirects there.
 */
export async function renderTabPage(
  key: string,
  { params, searchParams }: TabPageProps,
  render: (open: OpenTab) => ReactNode,
): Promise<ReactNode> {
  const { region, agentId } = await params;
  if (!isRegion(region) || !isAgentTabKey(key)) notFound();
  const query = await searchParams;
  const { tabs } = await requireAgentHere({ region, agentId, path: key, searchParams: query });
  const tab = tabs.find((item) => item.key === key);
  if (!tab) notFound();
  return render({ region, agentId, tab, query });
}
