import { getMembership, saveAgentBackup } from "@parlo/core";
import {
  AGENT_BACKUP_MESSAGES,
  AGENT_MESSAGES,
  ZSaveAgentBackupInput,
  ZSaveAgentBackupOutput,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { agentManagerProcedure } from "../trpc";

/**
 * saveAgentBackup (agentId, workspaceId, userEmail): saves the draft as a version without
 * publishing. Those who may edit the agent (members of its workspace and the workspace secret; not
 * the agent's own key); `workspaceId` must be the agent's. `userEmail`, recorded as who saved it,
 * must be the caller's own: a signed-in person's address, or with the workspace secret (the
 * owner's key) the owner's.
 */
export const saveAgentBackupProcedure = agentManagerProcedure
  .input(ZSaveAgentBackupInput)
  .output(ZSaveAgentBackupOutput)
  .mutation(async ({ ctx, input }) => {
    const { actor, agent } = ctx;
    // naming another workspace tells nothing about the agent
    if (input.workspaceId !== agent.workspaceId)
      throw new TRPCError({ code: "NOT_FOUND", message: AGENT_MESSAGES.notFound });
    if (actor.type === "user") {
      if (input.userEmail !== actor.email.toLowerCase()) {
        throw new TRPCError({ code: "FORBIDDEN", message: AGENT_BACKUP_MESSAGES.notYourEmail });
      }
    } else {
      const membership = await getMembership({
        db: ctx.db,
        region: agent.region,
        workspaceId: agent.workspaceId,
        email: input.userEmail,
      });
      if (membership?.role !== "owner") {
        throw new TRPCError({ code: "FORBIDDEN", message: AGENT_BACKUP_MESSAGES.notOwnerEmail });
      }
    }
    return saveAgentBackup({ db: ctx.db, region: agent.region, agentId: agent.id, savedBy: input.userEmail });
  });
