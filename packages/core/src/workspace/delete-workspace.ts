import type { Region, RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/**
 * Deletes a workspace and everything in it (members, invitations, agents, agencies, orgs) after
 * the owner typed its name. The main (personal) workspace can never be deleted.
 */
export async function deleteWorkspace(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  confirmName: string;
}): Promise<void> {
  const db = options.db.for(options.region);
  const workspace = await db.workspace.findUnique({
    where: { id: options.workspaceId },
    select: { isMain: true, workspaceName: true },
  });
  if (!workspace) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  if (workspace.isMain) throw new DomainError("FORBIDDEN", WORKSPACE_MESSAGES.mainNotDeletable);
  if (options.confirmName.trim() !== workspace.workspaceName.trim()) {
    throw new DomainError("BAD_REQUEST", WORKSPACE_MESSAGES.deleteConfirmMismatch);
  }
  await db.workspace.delete({ where: { id: options.workspaceId } });
}
