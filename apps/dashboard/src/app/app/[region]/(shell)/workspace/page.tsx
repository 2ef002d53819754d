import { isRegion } from "@parlo/db";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeleteWorkspaceButton } from "@/components/workspace/delete-workspace-button";
import { EventForwardingCard } from "@/components/workspace/event-forwarding-card";
import { MembersSection } from "@/components/workspace/members-section";
import { WorkspaceGeneralForm } from "@/components/workspace/workspace-general-form";
import { WorkspaceGeneralReadonly } from "@/components/workspace/workspace-general-readonly";
import { routes } from "@/lib/routes";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";

export const metadata: Metadata = { title: "Workspace settings" };
export const dynamic = "force-dynamic";

/** /app/{region}/workspace: name and photo, members and invitations, and deleting the workspace. */
export default async function WorkspaceSettingsPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { workspace } = await getShellData(region);

  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Workspace settings appear once you belong to a workspace here."
        action={{ href: routes.agents(region), label: "Go to agents" }}
      />
    );
  }

  const api = await serverCaller();
  const members = await api.workspace.members({ region, workspaceId: workspace.id });
  const isOwner = workspace.role === "owner";

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Workspace settings</h1>
        <p className="text-sm text-muted-foreground">
          {region.toUpperCase()} region · {isOwner ? "You own this workspace" : "You are a member of this workspace"}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>General</CardTitle>
          <CardDescription>The name and photo your team sees in the workspace switcher.</CardDescription>
        </CardHeader>
        <CardContent>
          {isOwner ? (
            <WorkspaceGeneralForm
              region={region}
              workspaceId={workspace.id}
              workspaceName={workspace.workspaceName}
              workspacePhotoURL={workspace.workspacePhotoURL}
            />
          ) : (
            <WorkspaceGeneralReadonly
              workspaceName={workspace.workspaceName}
              workspacePhotoURL={workspace.workspacePhotoURL}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>
            {isOwner
              ? "People who can work on the agents of this workspace. Invite teammates by e-mail."
              : "People who can work on the agents of this workspace. Only the owner can invite or remove members."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <MembersSection region={region} workspaceId={workspace.id} isOwner={isOwner} initialMembers={members} />
        </CardContent>
      </Card>

      <EventForwardingCard region={region} workspaceId={workspace.id} isOwner={isOwner} />

      {isOwner ? (
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle>Danger zone</CardTitle>
            <CardDescription>
              {workspace.isMain
                ? WORKSPACE_MESSAGES.mainNotDeletable
                : "Deleting the workspace removes its agents, members and settings for good."}
            </CardDescription>
          </CardHeader>
          {workspace.isMain ? null : (
            <CardContent>
              <DeleteWorkspaceButton
                region={region}
                workspaceId={workspace.id}
                workspaceName={workspace.workspaceName}
              />
            </CardContent>
          )}
        </Card>
      ) : null}
    </main>
  );
}
