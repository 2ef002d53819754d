import type { Region, RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES, type TRemoveMemberOutput } from "@parlo/validators";
import { DomainError } from "../errors";

/**
 * Removes a member (never yourself, never the owner). Their access through the session ends at
 * once (membership is checked on every call); the agent keys they have seen still work, so they
 * are returned for the owner to rotate.
 */
export async function removeMember(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  actorEmail: string;
  email: string;
}): Promise<TRemoveMemberOutput> {
  if (options.email === options.actorEmail.toLowerCase())
    throw new DomainError("BAD_REQUEST", WORKSPACE_MESSAGES.removeYourself);
  const db = options.db.for(options.region);
  const member = await db.workspaceMember.findUnique({
    where: { workspaceId_email: { workspaceId: options.workspaceId, email: options.email } },
  });
  if (!member) throw new DomainError("NOT_FOUND", "This person is not a member of the workspace.");
  if (member.role === "owner") throw new DomainError("FORBIDDEN", WORKSPACE_MESSAGES.removeOwner);
  await db.workspaceMember.delete({ where: { id: member.id } });
  const seen = await db.secretReveal.findMany({
    where: { workspaceId: options.workspaceId, email: options.email },
    select: { agentId: true, agent: { select: { title: true } } },
    orderBy: { revealedAt: "asc" },
  });
  return { keysToRotate: seen.map((reveal) => ({ agentId: reveal.agentId, title: reveal.agent.title })) };
}

/** Withdraws an open invitation. */
export async function revokeInvitation(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  invitationId: string;
}): Promise<void> {
  const removed = await options.db
    .for(options.region)
    .workspaceInvitation.deleteMany({ where: { id: options.invitationId, workspaceId: options.workspaceId } });
  if (removed.count === 0) throw new DomainError("NOT_FOUND", "Invitation not found.");
}
