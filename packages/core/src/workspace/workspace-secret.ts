import { newSecretKey, type Region, type RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/** The workspace secret (bearer credential), for the owner's Credentials page. */
export async function getWorkspaceSecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<string> {
  const workspace = await options.db.for(options.region).workspace.findUnique({
    where: { id: options.workspaceId },
    select: { workspaceSecret: true },
  });
  if (!workspace) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return workspace.workspaceSecret;
}

/** Replaces the workspace secret; the old one stops working at once. */
export async function regenerateWorkspaceSecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<string> {
  const workspace = await options.db.for(options.region).workspace.update({
    where: { id: options.workspaceId },
    data: { workspaceSecret: newSecretKey() },
    select: { workspaceSecret: true },
  });
  return workspace.workspaceSecret;
}
