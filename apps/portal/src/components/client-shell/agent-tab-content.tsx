import { AnalyticsTab } from "@parlo/app-ui/analytics-tab";
import { ChatsTab } from "@parlo/app-ui/chats-tab";
import { KnowledgeTab } from "@parlo/app-ui/knowledge-tab";
import { LeadsTab } from "@parlo/app-ui/leads-tab";
import type { TRegion } from "@parlo/validators";
import type { ReactNode } from "react";
import { PortalAgentTabs } from "./portal-agent-tabs";

/** The client dashboard pages that show one of the agent tabs shared with the owner's dashboard. */
export const AGENT_TAB_PAGES = ["convos", "leads", "analytics", "kb"] as const;
export type AgentTabPage = (typeof AGENT_TAB_PAGES)[number];

export function isAgentTabPage(page: string): page is AgentTabPage {
  return AGENT_TAB_PAGES.some((key) => key === page);
}

const TABS: Record<AgentTabPage, (props: { region: TRegion; agentId: string }) => ReactNode> = {
  convos: (props) => <ChatsTab {...props} />,
  leads: (props) => <LeadsTab {...props} />,
  analytics: (props) => <AnalyticsTab {...props} />,
  kb: (props) => <KnowledgeTab {...props} />,
};

/** An agent tab of the selected agent, as the owner's dashboard shows it, with the portal's links. */
export function AgentTabContent({
  page,
  region,
  agentId,
  pages,
}: {
  page: AgentTabPage;
  region: TRegion;
  agentId: string;
  pages: readonly string[];
}) {
  const props = { region, agentId };
  return <PortalAgentTabs pages={pages}>{TABS[page](props)}</PortalAgentTabs>;
}
