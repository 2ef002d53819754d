import { AgentSubTabView } from "@/components/agent-dashboard/agent-sub-tab-view";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("settings");

/** /app/{region}/agents/{agentId}/settings?tab=: the Settings tab and its sections. */
export default function SettingsTabPage(props: TabPageProps) {
  return renderTabPage("settings", props, ({ region, agentId, tab, query }) => (
    <AgentSubTabView region={region} agentId={agentId} tab={tab} subTab={query.tab} />
  ));
}
