import { AgentSubTabView } from "@/components/agent-dashboard/agent-sub-tab-view";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("voice");

/** /app/{region}/agents/{agentId}/voice?tab=: the Voice tab and its sections. */
export default function VoiceTabPage(props: TabPageProps) {
  return renderTabPage("voice", props, ({ region, agentId, tab, query }) => (
    <AgentSubTabView region={region} agentId={agentId} tab={tab} subTab={query.tab} />
  ));
}
