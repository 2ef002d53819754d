import { analyticsSummary } from "@parlo/core";
import { ZAnalyticsSummaryInput, ZAnalyticsSummaryOutput } from "@parlo/validators";
import { agentProcedureWith, createTRPCRouter } from "../trpc";

const analyticsReader = agentProcedureWith({ agentKey: true, portal: { page: "analytics", writes: false } });

/** The agent's Analytics tab: members of the agent's workspace, its secrets, and portal viewers allowed Analytics. */
export const analyticsRouter = createTRPCRouter({
  /** Conversations and messages per day, handoff rate, top questions, credits used and countries, for whole days in a time zone. */
  summary: analyticsReader
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
