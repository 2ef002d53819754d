import type { TRegion } from "@parlo/validators";
import { Suspense } from "react";
import { AgentToolsView } from "@/components/agent-tools/agent-tools-view";
import { RecentCalls } from "@/components/agent-tools/recent-calls";
import { ToolsSkeleton } from "@/components/agent-tools/tools-skeleton";
import { serverCaller } from "@/server/caller";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("tools");

/** The agent's tools and assigned ids from its draft (tool secrets are never sent). */
async function ToolsLoader({ region, agentId }: { region: TRegion; agentId: string }) {
  const draft = await (await serverCaller()).agent.settings({ region, agentId });
  const tools = draft.settings.tools ?? [];
  return (
    <div className="flex flex-col gap-8">
      <AgentToolsView
        region={region}
        agentId={agentId}
        tools={tools}
        assignedToolsIds={draft.settings.assignedToolsIds ?? []}
        secretsSet={draft.secretsSet}
      />
      {tools.length > 0 ? (
        <RecentCalls region={region} agentId={agentId} tools={tools.map(({ id, name }) => ({ id, name }))} />
      ) : null}
    </div>
  );
}

/** /app/{region}/agents/{agentId}/tools: create, edit, delete and assign the agent's tools; their recent calls. */
export default function ToolsTabPage(props: TabPageProps) {
  return renderTabPage("tools", props, ({ region, agentId }) => (
    <Suspense fallback={<ToolsSkeleton />}>
      <ToolsLoader region={region} agentId={agentId} />
    </Suspense>
  ));
}
