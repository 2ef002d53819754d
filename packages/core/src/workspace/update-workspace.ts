import type { Region, RegionalDb } from "@parlo/db";
import type { TWorkspaceSummary } from "@parlo/validators";
import { toWorkspaceSummary } from "./to-workspace-summary";

/** Saves the workspace's name and photo. */
export async function updateWorkspace(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  role: "owner" | "member";
  workspaceName: string;
  workspacePhotoURL?: string;
}): Promise<TWorkspaceSummary> {
  const workspace = await options.db.for(options.region).workspace.update({
    where: { id: options.workspaceId },
    data: {
      workspaceName: options.workspaceName,
      ...(options.workspacePhotoURL !== undefined ? { workspacePhotoURL: options.workspacePhotoURL } : {}),
    },
  });
  return toWorkspaceSummary(workspace, options.region, options.role);
}
