import type { Region, RegionalDb } from "@parlo/db";

/** Remembers the workspace chosen in the switcher on the user's record (in their home region). */
export async function selectWorkspace(options: {
  db: RegionalDb;
  user: { id: string; region: Region };
  workspace: { id: string; region: Region };
}): Promise<void> {
  await options.db.for(options.user.region).user.update({
    where: { id: options.user.id },
    data: { lastWorkspaceId: options.workspace.id, lastWorkspaceRegion: options.workspace.region },
  });
}
