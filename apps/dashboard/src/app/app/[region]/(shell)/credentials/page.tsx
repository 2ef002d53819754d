import { isRegion } from "@parlo/db";
import { MEMBER_PERMISSIONS, WORKSPACE_MESSAGES } from "@parlo/validators";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from "@parlo/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AgentSecretField } from "@/components/workspace/agent-secret-field";
import { CopyButton } from "@parlo/ui/copy-button";
import { WorkspaceSecretField } from "@/components/workspace/workspace-secret-field";
import { env } from "@/env";
import { routes } from "@/lib/routes";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";

export const metadata: Metadata = { title: "Credentials" };
export const dynamic = "force-dynamic";

/**
 * /app/{region}/credentials: the workspace secret (owner) and each agent's SECRET_API_KEY (owner and
 * members allowed to see API keys). Only names and ids are rendered here; the secrets are fetched
 * in the browser when asked for.
 */
export default async function CredentialsPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { workspace } = await getShellData(region);

  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Credentials belong to a workspace. Open the agents page to pick one."
        action={{ href: routes.agents(region), label: "Go to agents" }}
      />
    );
  }

  const api = await serverCaller();
  const agents = await api.agent.list({ region, workspaceId: workspace.id });
  const isOwner = workspace.role === "owner";
  const me = isOwner
    ? null
    : (await api.workspace.members({ region, workspaceId: workspace.id })).members.find((m) => m.isYou);
  const seesAgentKeys = isOwner || (me?.permissions.includes(MEMBER_PERMISSIONS.apiKeys) ?? false);
  const example = [
    `curl -G "${env.NEXT_PUBLIC_DASHBOARD_URL}/api/trpc/agent.list" \\`,
    `  -H "Authorization: Bearer <secret>" \\`,
    `  --data-urlencode 'input={"json":{"region":"${region}","workspaceId":"${workspace.id}"}}'`,
  ].join("\n");

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Credentials</h1>
        <p className="text-sm text-muted-foreground">API keys for {workspace.workspaceName || "this workspace"}.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Using a key</CardTitle>
          <CardDescription>
            Send the key as a bearer token with every API request:{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
              Authorization: Bearer &lt;secret&gt;
            </code>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>
              The <span className="font-medium text-foreground">workspace secret</span> acts for the whole workspace and
              all its agents.
            </li>
            <li>
              An <span className="font-medium text-foreground">agent key</span> (SECRET_API_KEY) only works for its own
              agent.
            </li>
            <li>Keep keys on your server. Never put them in a website, an app or a public repository.</li>
          </ul>
          <pre className="overflow-x-auto rounded-lg border border-border bg-muted/50 p-3 font-mono text-xs leading-5">
            {example}
          </pre>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">Workspace ID</span>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs" data-testid="workspace-id">
              {workspace.id}
            </code>
            <CopyButton value={workspace.id} aria-label="Copy workspace ID" />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Workspace secret</CardTitle>
          <CardDescription>
            {isOwner
              ? "Full access to this workspace through the API. Regenerate it if it may have leaked."
              : "Only the workspace owner can see and regenerate the workspace secret."}
          </CardDescription>
        </CardHeader>
        {isOwner ? (
          <CardContent>
            <WorkspaceSecretField region={region} workspaceId={workspace.id} />
          </CardContent>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Agent keys</CardTitle>
          <CardDescription>
            {seesAgentKeys ? "Each agent has its own SECRET_API_KEY." : WORKSPACE_MESSAGES.apiKeysHidden}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {agents.length === 0 ? (
            <EmptyState
              title="No agents yet"
              description="Agent keys appear here once the workspace has agents."
              action={
                <Button asChild variant="outline">
                  <Link href={routes.agents(region)}>Go to agents</Link>
                </Button>
              }
            />
          ) : (
            <ul aria-label="Agent keys" className="flex flex-col divide-y divide-border">
              {agents.map((agent) => (
                <li key={agent.ID} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="min-w-0 truncate text-sm font-medium">{agent.title || "Untitled agent"}</h3>
                    <Badge variant={agent.isDeployed ? "success" : "secondary"}>
                      {agent.isDeployed ? "Live" : "Draft"}
                    </Badge>
                    <code className="w-full font-mono text-xs text-muted-foreground sm:ml-auto sm:w-auto">
                      {agent.ID}
                    </code>
                  </div>
                  {seesAgentKeys ? <AgentSecretField region={region} agentId={agent.ID} title={agent.title} /> : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
