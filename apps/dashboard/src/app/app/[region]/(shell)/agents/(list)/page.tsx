import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AgentList } from "@/components/agents/agent-list";
import { FirstVisitWelcome } from "@/components/agents/first-visit-welcome";
import { workspaceLabel } from "@/lib/workspace-label";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";

export const metadata: Metadata = { title: "Agents" };
export const dynamic = "force-dynamic";

export default async function AgentsPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { me, workspace } = await getShellData(region);

  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Your workspaces live in another region. Switch there, or create a workspace here from the workspace menu."
        action={{ href: `/app/${me.region}/agents`, label: `Go to ${me.region.toUpperCase()}` }}
      />
    );
  }

  const agents = await (await serverCaller()).agent.list({ region, workspaceId: workspace.id });
  return (
    <main className="mx-auto max-w-[1500px] space-y-6 p-4 sm:p-6">
      <FirstVisitWelcome name={me.displayName} />
      <div>
        <p className="text-sm text-muted-foreground" data-testid="workspace-name">
          {workspaceLabel(workspace)} · {region.toUpperCase()}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Agents</h1>
      </div>
      <AgentList region={region} agents={agents} />
    </main>
  );
}
