import { AnalyticsTab } from "@parlo/app-ui/analytics-tab";
import { ChatsTab } from "@parlo/app-ui/chats-tab";
import { LeadsTab } from "@parlo/app-ui/leads-tab";
import type { TRegion } from "@parlo/validators";
import { PortalAgentTabs } from "./portal-agent-tabs";

/** The client dashboard pages that show one of the agent tabs shared with the owner's dashboard. */
export const AGENT_TAB_PAGES = ["convos", "leads", "analytics"] as const;
export type AgentTabPage = (typeof AGENT_TAB_PAGES)[number];

export function isAgentTabPage(page: string): page is AgentTabPage {
  return AGENT_TAB_PAGES.some((key) => key === page);
}

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
  return (
    <PortalAgentTabs pages={pages}>
      {page === "convos" ? (
        <ChatsTab {...props} />
      ) : page === "leads" ? (
        <LeadsTab {...props} />
      ) : (
        <AnalyticsTab {...props} />
      )}
    </PortalAgentTabs>
  );
}
