import type { Region, RegionalDb } from "@parlo/db";
import { readWorkspaceEventSettings, type TWorkspaceEventSettings } from "@parlo/validators";

/** A workspace's event settings (from `internal.eventSettings`), or null when the workspace does not exist. */
export async function eventSettingsOf(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<TWorkspaceEventSettings | null> {
  const row = await options.db
    .for(options.region)
    .workspace.findUnique({ where: { id: options.workspaceId }, select: { internal: true } });
  return row ? readWorkspaceEventSettings(row.internal) : null;
}
