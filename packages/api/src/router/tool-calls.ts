import { listRecentToolCalls } from "@parlo/core";
import { ZRecentToolCallsInput, ZRecentToolCallsOutput } from "@parlo/validators";
import { agentManagerProcedure, createTRPCRouter } from "../trpc";

/**
 * The Tools tab's recent calls. The arguments and results may hold visitors' personal data: members
 * of the agent's workspace and the workspace secret only (like leads).
 */
export const toolCallRouter = createTRPCRouter({
  /** The agent's last 50 tool calls (all tools, or one), newest first. */
  recent: agentManagerProcedure
    .input(ZRecentToolCallsInput)
    .output(ZRecentToolCallsOutput)
    .query(({ ctx, input }) =>
      listRecentToolCalls({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, toolId: input.toolId }),
    ),
});
