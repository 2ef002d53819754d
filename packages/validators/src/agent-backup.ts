import { z } from "zod";
import { zEmail } from "./auth";
import { zRegion } from "./region";
import { zAgentId, zWorkspaceId } from "./workspace";

/**
 * saveAgentBackup (agentId, workspaceId, userEmail): saves the agent's draft as a version, as
 * Publish does, without making it live. userEmail is who saved it and must be the caller's own
 * e-mail (with the workspace secret: the workspace owner's, whose key it is).
 */
export const ZSaveAgentBackupInput = z.object({
  region: zRegion,
  agentId: zAgentId,
  workspaceId: zWorkspaceId,
  userEmail: zEmail,
});
export type TSaveAgentBackupInput = z.infer<typeof ZSaveAgentBackupInput>;

export const ZSaveAgentBackupOutput = z.object({ versionId: z.string(), savedAt: z.date() });

export const AGENT_BACKUP_MESSAGES = {
  notYourEmail: "userEmail must be your own e-mail address.",
  notOwnerEmail: "With the workspace secret, userEmail must be the workspace owner's e-mail address.",
  saved: "Backup saved to the version history.",
} as const;
