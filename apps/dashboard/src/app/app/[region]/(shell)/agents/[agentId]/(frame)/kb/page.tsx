import { KnowledgeTab } from "@parlo/app-ui/knowledge-tab";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("kb");

/** /app/{region}/agents/{agentId}/kb: the agent's knowledge sources (websites, documents, text, Q&A). */
export default function KnowledgeTabPage(props: TabPageProps) {
  return renderTabPage("kb", props, ({ region, agentId }) => <KnowledgeTab region={region} agentId={agentId} />);
}
