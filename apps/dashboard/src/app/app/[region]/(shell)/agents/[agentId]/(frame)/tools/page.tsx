import type { TRegion } from "@parlo/validators";
import { Suspense } from "react";
import { AgentToolsView } from "@/components/agent-tools/agent-tools-view";
import { ToolsSkeleton } from "@/components/agent-tools/tools-skeleton";
import { serverCaller } from "@/server/caller";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("tools");

/** The agent's tools and assigned ids from its draft (tool secrets are never sent). */
async function ToolsLoader({ region, agentId }: { region: TRegion; agentId: string }) {
  const draft = await (await serverCaller()).agent.settings({ region, agentId });
  return (
    <AgentToolsView
      region={region}
      agentId={agentId}
      tools={draft.settings.tools ?? []}
      assignedToolsIds={draft.settings.assignedToolsIds ?? []}
      secretsSet={draft.secretsSet}
    />
  );
}

/** /app/{region}/agents/{agentId}/tools: create, edit, delete and assign the agent's tools. */
export default function ToolsTabPage(props: TabPageProps) {
  return renderTabPage("tools", props, ({ region, agentId }) => (
    <Suspense fallback={<ToolsSkeleton />}>
      <ToolsLoader region={region} agentId={agentId} />
    </Suspense>
  ));
}
