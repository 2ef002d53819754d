import { deleteLead, exportLeads, listLeads } from "@parlo/core";
import {
  ZDeleteLeadInput,
  ZDeleteLeadOutput,
  ZExportLeadsInput,
  ZExportLeadsOutput,
  ZListLeadsInput,
  ZListLeadsOutput,
} from "@parlo/validators";
import { agentManagerProcedure, createTRPCRouter } from "../trpc";

/**
 * The agent's Leads tab. Leads are visitors' personal data: members of the agent's workspace and
 * the workspace secret only (not the agent's own key, which sits in scripts and widgets' servers).
 */
export const leadRouter = createTRPCRouter({
  /** One page of the leads, newest first, searched and filtered by date, with the custom columns. */
  list: agentManagerProcedure
    .input(ZListLeadsInput)
    .output(ZListLeadsOutput)
    .query(({ ctx, input }) =>
      listLeads({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        filters: input.filters,
        cursor: input.cursor,
        limit: input.limit,
      }),
    ),

  /** Every lead matching the filters as a CSV or JSON file. */
  export: agentManagerProcedure
    .input(ZExportLeadsInput)
    .output(ZExportLeadsOutput)
    .query(({ ctx, input }) =>
      exportLeads({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        format: input.format,
        filters: input.filters,
      }),
    ),

  /** Removes one lead for good (a visitor asked to be forgotten). */
  delete: agentManagerProcedure
    .input(ZDeleteLeadInput)
    .output(ZDeleteLeadOutput)
    .mutation(({ ctx, input }) =>
      deleteLead({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, leadId: input.leadId }),
    ),
});
