import { ChatsTab } from "@parlo/app-ui/chats-tab";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("convos");

/** /app/{region}/agents/{agentId}/convos?c=: the conversations visitors had with the agent, live. */
export default function ConvosTabPage(props: TabPageProps) {
  return renderTabPage("convos", props, ({ region, agentId }) => <ChatsTab region={region} agentId={agentId} />);
}
