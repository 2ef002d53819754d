import { getMembership } from "@parlo/core";
import { MEMBER_PERMISSIONS, WORKSPACE_MESSAGES } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { agentManagerProcedure } from "./trpc";

/**
 * Agent procedures that show or rotate the agent's SECRET_API_KEY: the workspace owner, the
 * workspace secret, or a member the owner allowed to see API keys (MEMBER_PERMISSIONS.apiKeys).
 * Anyone who sees a key is recorded (SecretReveal), so removing them can offer to rotate it.
 */
export const agentKeyProcedure = agentManagerProcedure.use(async ({ ctx, next }) => {
  if (ctx.actor.type === "user") {
    const membership = await getMembership({
      db: ctx.db,
      region: ctx.agent.region,
      workspaceId: ctx.agent.workspaceId,
      email: ctx.actor.email,
    });
    const allowed = membership?.role === "owner" || membership?.permissions.includes(MEMBER_PERMISSIONS.apiKeys);
    if (!allowed) throw new TRPCError({ code: "FORBIDDEN", message: WORKSPACE_MESSAGES.apiKeysHidden });
  }
  // what the key services need: the agent, and who is looking (the workspace secret is nobody)
  const viewerEmail = ctx.actor.type === "user" ? ctx.actor.email : null;
  return next({ ctx: { agentKey: { db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, viewerEmail } } });
});
