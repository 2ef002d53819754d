import type { Metadata } from "next";
import { AgentTabView } from "@/components/agent-dashboard/agent-tab-view";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export async function generateMetadata({ params }: TabPageProps): Promise<Metadata> {
  return tabMetadata((await params).tab ?? "");
}

/** /app/{region}/agents/{agentId}/{tab} for the tabs without sub-tabs (Settings and Voice have their own pages). */
export default async function AgentTabPage(props: TabPageProps) {
  const key = (await props.params).tab ?? "";
  return renderTabPage(key, props, ({ tab }) => <AgentTabView tab={tab} />);
}
