import { isRegion } from "@parlo/db";
import { Badge, Button, Card, CardDescription, CardHeader, CardTitle, EmptyState } from "@parlo/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { serverCaller } from "@/server/caller";

export const metadata: Metadata = { title: "Agents" };
export const dynamic = "force-dynamic";

export default async function AgentsPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const api = await serverCaller();
  const workspaces = (await api.workspace.list()).filter((w) => w.region === region);
  const me = await api.auth.me();
  const workspace = workspaces.find((w) => w.isMain) ?? workspaces[0];

  if (!workspace) {
    return (
      <main className="mx-auto max-w-[1500px] p-6">
        <EmptyState
          title={`No workspace in the ${region.toUpperCase()} region`}
          description="Your workspaces live in another region."
          action={
            <Button asChild>
              <Link href={`/app/${me.region}/agents`}>Go to {me.region.toUpperCase()}</Link>
            </Button>
          }
        />
      </main>
    );
  }

  const agents = await api.agent.list({ region, workspaceId: workspace.id });
  return (
    <main className="mx-auto max-w-[1500px] space-y-6 p-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm text-muted-foreground" data-testid="workspace-name">
            {workspace.workspaceName} · {region.toUpperCase()}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight">Agents</h1>
        </div>
      </div>
      {agents.length === 0 ? (
        <EmptyState
          title="No agents yet"
          description="Agents you create in this workspace appear here."
          className="rounded-lg border border-dashed border-border py-16"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Agents">
          {agents.map((agent) => (
            <li key={agent.ID}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle className="truncate">{agent.title}</CardTitle>
                    <Badge variant={agent.isDeployed ? "default" : "secondary"}>
                      {agent.isDeployed ? "Live" : "Draft"}
                    </Badge>
                  </div>
                  <CardDescription className="line-clamp-2">{agent.description}</CardDescription>
                  <p className="pt-2 text-xs text-muted-foreground">
                    Updated {new Date(agent.lastModified * 1000).toLocaleDateString("en", { dateStyle: "medium" })}
                  </p>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
