import { analyticsSummary } from "@parlo/core";
import { ZAnalyticsSummaryInput, ZAnalyticsSummaryOutput } from "@parlo/validators";
import { agentProcedure, createTRPCRouter } from "../trpc";

/** The agent's Analytics tab: the same callers as the Chats tab (members of the agent's workspace and its secrets). */
export const analyticsRouter = createTRPCRouter({
  /** Conversations and messages per day, handoff rate, top questions, credits used and countries, for whole days in a time zone. */
  summary: agentProcedure
    .input(ZAnalyticsSummaryInput)
    .output(ZAnalyticsSummaryOutput)
    .query(({ ctx, input }) =>
      analyticsSummary({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        query: { from: input.from, to: input.to, timeZone: input.timeZone },
      }),
    ),
});
