"use client";

import { Alert, Badge, Button, cn } from "@parlo/ui";
import type { TMembersOutput, TRegion } from "@parlo/validators";
import { useState } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { formatDate } from "./format-date";
import { InviteMemberForm } from "./invite-member-form";
import { MemberApiKeysSwitch } from "./member-api-keys-switch";
import { RemoveMemberButton } from "./remove-member-button";
import { RotateSeenKeysDialog, type RemovedMember } from "./rotate-seen-keys-dialog";

/** Members with roles, seats, open invitations and (for the owner) the invite form. */
export function MembersSection({
  region,
  workspaceId,
  isOwner,
  initialMembers,
}: {
  region: TRegion;
  workspaceId: string;
  isOwner: boolean;
  initialMembers: TMembersOutput;
}) {
  const input = { region, workspaceId };
  const utils = api.useUtils();
  const hydrated = useHydrated();
  const { data = initialMembers, error } = api.workspace.members.useQuery(input, { initialData: initialMembers });
  const revoke = api.workspace.revokeInvitation.useMutation({
    onSettled: () => utils.workspace.members.invalidate(input),
  });
  const { members, invitations, seats } = data;
  // a removed member who saw agent keys: the dialog that offers to rotate them
  const [removed, setRemoved] = useState<RemovedMember | null>(null);
  const seatsFull = seats.used >= seats.limit;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">Seats</span>
          <span className={cn("tabular-nums", seatsFull ? "font-medium text-foreground" : "text-muted-foreground")}>
            <span data-testid="seats-used">{seats.used}</span> / <span data-testid="seats-limit">{seats.limit}</span>{" "}
            used
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="meter"
          aria-label="Seats used"
          aria-valuemin={0}
          aria-valuemax={seats.limit}
          aria-valuenow={seats.used}
        >
          <div
            className={cn("h-full rounded-full", seatsFull ? "bg-warning" : "bg-primary")}
            style={{ width: `${Math.min(100, (seats.used / Math.max(1, seats.limit)) * 100)}%` }}
          />
        </div>
      </div>

      {error ? <Alert variant="error">{errorMessage(error, "Could not refresh the member list.")}</Alert> : null}

      <ul aria-label="Members" className="divide-y divide-border rounded-lg border border-border">
        {members.map((member) => (
          <li key={member.email} className="flex items-center gap-3 px-3 py-3 sm:px-4">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold uppercase"
            >
              {member.email.charAt(0)}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="max-w-full truncate text-sm font-medium" title={member.email}>
                  {member.email}
                </span>
                <Badge variant={member.role === "owner" ? "default" : "secondary"}>
                  {member.role === "owner" ? "Owner" : "Member"}
                </Badge>
                {member.isYou ? <Badge variant="outline">You</Badge> : null}
              </div>
              <span className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</span>
              {isOwner && member.role !== "owner" ? (
                <MemberApiKeysSwitch
                  region={region}
                  workspaceId={workspaceId}
                  email={member.email}
                  permissions={member.permissions}
                />
              ) : null}
            </div>
            {isOwner && !member.isYou && member.role !== "owner" ? (
              <RemoveMemberButton
                region={region}
                workspaceId={workspaceId}
                email={member.email}
                onRemoved={(email, agents) => {
                  if (agents.length > 0) setRemoved({ email, agents });
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>

      {invitations.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Pending invitations</h3>
          {revoke.error ? (
            <Alert variant="error">{errorMessage(revoke.error, "Failed to revoke the invitation.")}</Alert>
          ) : null}
          <ul aria-label="Pending invitations" className="divide-y divide-border rounded-lg border border-border">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="max-w-full truncate text-sm" title={invitation.email}>
                      {invitation.email}
                    </span>
                    <Badge variant="warning">Invited</Badge>
                  </div>
                  <span className="text-xs text-muted-foreground">Expires {formatDate(invitation.expiresAt)}</span>
                </div>
                {isOwner ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    loading={revoke.isPending && revoke.variables?.invitationId === invitation.id}
                    disabled={revoke.isPending || !hydrated}
                    onClick={() => revoke.mutate({ ...input, invitationId: invitation.id })}
                  >
                    Revoke
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {isOwner ? <InviteMemberForm region={region} workspaceId={workspaceId} seatsFull={seatsFull} /> : null}
      {removed ? (
        <RotateSeenKeysDialog
          key={removed.email}
          region={region}
          workspaceId={workspaceId}
          removed={removed}
          onDone={() => setRemoved(null)}
        />
      ) : null}
    </div>
  );
}
