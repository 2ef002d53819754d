import type { Region, RegionalDb } from "@parlo/db";
import { saveAgentVersion } from "./save-agent-version";

/**
 * saveAgentBackup: saves the draft as a version, exactly what Publish saves, without making it
 * live. Backups and publishes share the version history (newest 20 kept; no column tells them
 * apart) and Restore brings either back into the draft.
 */
export function saveAgentBackup(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  /** the e-mail of the person who saved it */
  savedBy: string;
}): Promise<{ versionId: string; savedAt: Date }> {
  return saveAgentVersion({ ...options, publish: false });
}
