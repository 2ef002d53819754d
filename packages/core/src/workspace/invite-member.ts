import { createHash, randomBytes } from "node:crypto";
import type { Region } from "@parlo/db";
import { workspaceInvitationEmail } from "@parlo/email";
import { INVITATION_TTL_DAYS, WORKSPACE_MESSAGES } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { seatLimit } from "./seat-limit";

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Invites an e-mail to a workspace: refuses the inviter's own address, existing members and a
 * full workspace (members reached the seat limit), stores a hash of a fresh link token (a new
 * invitation to the same address replaces the old link) and e-mails the link. Returns the link
 * so the inviter can also share it by hand.
 */
export async function inviteMember(
  deps: CoreDeps & { region: Region; workspaceId: string; inviterEmail: string; email: string },
): Promise<{ email: string; inviteUrl: string }> {
  const { email } = deps;
  if (email === deps.inviterEmail.toLowerCase())
    throw new DomainError("BAD_REQUEST", WORKSPACE_MESSAGES.inviteYourself);
  const db = deps.db.for(deps.region);
  const workspace = await db.workspace.findUnique({
    where: { id: deps.workspaceId },
    include: { members: { select: { email: true } } },
  });
  if (!workspace) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  if (workspace.members.some((m) => m.email === email))
    throw new DomainError("CONFLICT", WORKSPACE_MESSAGES.alreadyMember);
  if (workspace.members.length >= seatLimit(workspace))
    throw new DomainError("FORBIDDEN", WORKSPACE_MESSAGES.seatsFull);

  const token = randomBytes(32).toString("base64url");
  const now = deps.now?.() ?? new Date();
  const data = {
    tokenHash: hashInvitationToken(token),
    invitedByEmail: deps.inviterEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
    acceptedAt: null,
  };
  const invitation = await db.workspaceInvitation.upsert({
    where: { workspaceId_email: { workspaceId: deps.workspaceId, email } },
    create: { workspaceId: deps.workspaceId, email, ...data },
    update: data,
  });
  const inviteUrl = `${deps.dashboardUrl}/join/${deps.region}/${token}`;
  const message = workspaceInvitationEmail({
    brandName: deps.brandName,
    workspaceName: workspace.workspaceName,
    invitedByEmail: deps.inviterEmail,
    inviteUrl,
    expiresInDays: INVITATION_TTL_DAYS,
  });
  try {
    await deps.mailer.send({ to: email, ...message });
  } catch {
    await db.workspaceInvitation.delete({ where: { id: invitation.id } });
    throw new DomainError("INTERNAL_SERVER_ERROR", WORKSPACE_MESSAGES.inviteFailed(email));
  }
  return { email, inviteUrl };
}
