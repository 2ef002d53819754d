import type { Region, RegionalDb } from "@parlo/db";
import type { TMemberPermission } from "@parlo/validators";
import { DomainError } from "../errors";

/** The owner decides what a member may do beyond the basics (e.g. see agents' API keys). */
export async function setMemberPermissions(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  email: string;
  permissions: TMemberPermission[];
}): Promise<void> {
  const db = options.db.for(options.region);
  const member = await db.workspaceMember.findUnique({
    where: { workspaceId_email: { workspaceId: options.workspaceId, email: options.email } },
    select: { id: true, role: true },
  });
  if (!member) throw new DomainError("NOT_FOUND", "This person is not a member of the workspace.");
  if (member.role === "owner") throw new DomainError("BAD_REQUEST", "The workspace owner can always do everything.");
  await db.workspaceMember.update({
    where: { id: member.id },
    data: { permissions: [...new Set(options.permissions)] },
  });
}
