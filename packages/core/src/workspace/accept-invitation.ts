import type { Region, RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { hashInvitationToken } from "./invite-member";
import { seatLimit } from "./seat-limit";

async function findOpenInvitation(options: { db: RegionalDb; region: Region; token: string; now: Date }) {
  const invitation = await options.db.for(options.region).workspaceInvitation.findUnique({
    where: { tokenHash: hashInvitationToken(options.token) },
    include: { workspace: { select: { id: true, workspaceName: true } } },
  });
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= options.now) {
    throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.inviteInvalid);
  }
  return invitation;
}

/** What the join page shows before the invited person accepts. */
export async function previewInvitation(options: { db: RegionalDb; region: Region; token: string; now?: Date }) {
  const invitation = await findOpenInvitation({ ...options, now: options.now ?? new Date() });
  return {
    workspaceId: invitation.workspace.id,
    workspaceName: invitation.workspace.workspaceName,
    invitedByEmail: invitation.invitedByEmail,
    email: invitation.email,
    region: options.region,
  };
}

/**
 * Adds the signed-in person to the workspace of an open invitation sent to their e-mail. The
 * seat limit is checked again under a lock on the workspace row, so two people accepting at once
 * cannot both take the last seat.
 */
export async function acceptInvitation(options: {
  db: RegionalDb;
  region: Region;
  token: string;
  user: { id: string; email: string };
  now?: Date;
}): Promise<{ workspaceId: string; region: Region }> {
  const now = options.now ?? new Date();
  const invitation = await findOpenInvitation({ ...options, now });
  if (invitation.email !== options.user.email.toLowerCase()) {
    throw new DomainError("FORBIDDEN", WORKSPACE_MESSAGES.inviteOtherEmail(invitation.email));
  }
  const workspaceId = invitation.workspaceId;
  await options.db.for(options.region).$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      Array<{
        customPlan: unknown;
        stripeSubscriptionId: string | null;
        subscriptionStatus: string | null;
        stripePlanId: string | null;
        addonQuantities: unknown;
      }>
    >`
      SELECT "customPlan", "stripeSubscriptionId", "subscriptionStatus", "stripePlanId", "addonQuantities"
      FROM "Workspace" WHERE "id" = ${workspaceId} FOR UPDATE`;
    if (!locked[0]) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
    const members = await tx.workspaceMember.findMany({ where: { workspaceId }, select: { email: true } });
    if (!members.some((m) => m.email === invitation.email)) {
      if (members.length >= seatLimit(locked[0])) throw new DomainError("FORBIDDEN", WORKSPACE_MESSAGES.joinNoSeats);
      await tx.workspaceMember.create({
        data: { workspaceId, email: invitation.email, userId: options.user.id, role: "member", permissions: [] },
      });
    }
    await tx.workspaceInvitation.update({ where: { id: invitation.id }, data: { acceptedAt: now } });
  });
  return { workspaceId, region: options.region };
}
