import { newSecretKey, newWorkspaceId, type Region, type RegionalDb } from "@parlo/db";
import type { TWorkspaceSummary } from "@parlo/validators";
import { toWorkspaceSummary } from "./to-workspace-summary";

/** A new workspace: empty name, the creator as its only member (owner), 0 credits. */
export async function createWorkspace(options: {
  db: RegionalDb;
  region: Region;
  user: { id: string; email: string };
}): Promise<TWorkspaceSummary> {
  const workspace = await options.db.for(options.region).workspace.create({
    data: {
      id: newWorkspaceId(),
      ownerId: options.user.id,
      workspaceName: "",
      workspaceSecret: newSecretKey(),
      members: { create: { email: options.user.email, userId: options.user.id, role: "owner", permissions: ["*"] } },
    },
  });
  return toWorkspaceSummary(workspace, options.region, "owner");
}
