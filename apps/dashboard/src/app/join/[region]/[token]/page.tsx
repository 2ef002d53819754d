import { isRegion } from "@parlo/db";
import { Alert, Button } from "@parlo/ui";
import { WORKSPACE_MESSAGES, zInvitationToken } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { CenteredPage } from "@/components/workspace/centered-page";
import { JoinWorkspaceButton } from "@/components/workspace/join-workspace-button";
import { SwitchAccountButton } from "@/components/workspace/switch-account-button";
import { withCallbackUrl } from "@/lib/callback-path";
import { getSession } from "@/server/auth";
import { serverCaller } from "@/server/caller";

export const metadata: Metadata = { title: "Join workspace" };
export const dynamic = "force-dynamic";

/** /join/{region}/{token}: the invitation link e-mailed to a new member. */
export default async function JoinPage({ params }: { params: Promise<{ region: string; token: string }> }) {
  const { region, token } = await params;
  if (!isRegion(region)) notFound();
  const session = await getSession();
  if (!session) redirect(withCallbackUrl("/login", `/join/${region}/${token}`));

  const dashboardLink = (
    <Button asChild variant="outline" className="w-full">
      <Link href={`/app/${session.region}/agents`}>Go to your dashboard</Link>
    </Button>
  );
  const problem = (message: string, action: ReactNode = dashboardLink) => (
    <CenteredPage title="Join workspace">
      <div className="flex flex-col gap-4">
        <Alert variant="error">{message}</Alert>
        {action}
      </div>
    </CenteredPage>
  );

  if (!zInvitationToken.safeParse(token).success) return problem(WORKSPACE_MESSAGES.inviteInvalid);

  const api = await serverCaller();
  const invitation = await api.workspace.invitation({ region, token }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") return error.message;
    throw error;
  });
  if (typeof invitation === "string") return problem(invitation);

  const forSomeoneElse = invitation.email.toLowerCase() !== session.email.toLowerCase();
  return (
    <CenteredPage
      title={`Join ${invitation.workspaceName || "a workspace"}`}
      description={`${invitation.invitedByEmail} invited you to work with them in this workspace.`}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          <dt className="text-muted-foreground">Workspace</dt>
          <dd className="min-w-0 font-medium break-words" data-testid="invitation-workspace">
            {invitation.workspaceName || "Untitled workspace"}
          </dd>
          <dt className="text-muted-foreground">Invited by</dt>
          <dd className="min-w-0 break-all">{invitation.invitedByEmail}</dd>
          <dt className="text-muted-foreground">Invited e-mail</dt>
          <dd className="min-w-0 break-all">{invitation.email}</dd>
          <dt className="text-muted-foreground">Region</dt>
          <dd>{invitation.region.toUpperCase()}</dd>
        </dl>
        {forSomeoneElse ? (
          <div className="flex flex-col gap-3">
            <Alert variant="error">
              {WORKSPACE_MESSAGES.inviteOtherEmail(invitation.email)} You are signed in as{" "}
              <span className="font-medium break-all text-foreground">{session.email}</span>.
            </Alert>
            <div className="flex flex-col gap-2">
              <SwitchAccountButton returnTo={`/join/${region}/${token}`} />
              {dashboardLink}
            </div>
          </div>
        ) : (
          <JoinWorkspaceButton region={region} token={token} />
        )}
      </div>
    </CenteredPage>
  );
}
