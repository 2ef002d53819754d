import type { Region, RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES, zMemberPermission, type TMembersOutput } from "@parlo/validators";
import { DomainError } from "../errors";
import { seatLimit } from "./seat-limit";

/** Members, open invitations and seats of a workspace. */
export async function listMembers(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  viewerEmail: string | null;
}): Promise<TMembersOutput> {
  const db = options.db.for(options.region);
  const workspace = await db.workspace.findUnique({
    where: { id: options.workspaceId },
    include: {
      members: { orderBy: { joinedAt: "asc" } },
      invitations: { where: { acceptedAt: null, expiresAt: { gt: new Date() } }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!workspace) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return {
    members: workspace.members.map((m) => ({
      email: m.email,
      role: m.role,
      joinedAt: m.joinedAt,
      isYou: m.email === options.viewerEmail,
      permissions: m.permissions.flatMap((permission) => {
        const known = zMemberPermission.safeParse(permission);
        return known.success ? [known.data] : [];
      }),
    })),
    invitations: workspace.invitations.map((i) => ({
      id: i.id,
      email: i.email,
      createdAt: i.createdAt,
      expiresAt: i.expiresAt,
    })),
    seats: { used: workspace.members.length, limit: seatLimit(workspace) },
  };
}
