import { LeadsTab } from "@parlo/app-ui/leads-tab";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("leads");

/** /app/{region}/agents/{agentId}/leads: the contact details visitors left through the agent's lead form. */
export default function LeadsTabPage(props: TabPageProps) {
  return renderTabPage("leads", props, ({ region, agentId }) => <LeadsTab region={region} agentId={agentId} />);
}
