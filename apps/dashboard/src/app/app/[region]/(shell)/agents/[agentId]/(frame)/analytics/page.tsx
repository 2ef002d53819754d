import { AnalyticsTab } from "@parlo/app-ui/analytics-tab";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("analytics");

/** /app/{region}/agents/{agentId}/analytics?range=|from=&to=: the agent's numbers for a range of days. */
export default function AnalyticsTabPage(props: TabPageProps) {
  return renderTabPage("analytics", props, ({ region, agentId }) => <AnalyticsTab region={region} agentId={agentId} />);
}
