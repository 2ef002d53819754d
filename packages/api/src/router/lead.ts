import { deleteLead, exportLeads, listLeads } from "@parlo/core";
import {
  ZDeleteLeadInput,
  ZDeleteLeadOutput,
  ZExportLeadsInput,
  ZExportLeadsOutput,
  ZListLeadsInput,
  ZListLeadsOutput,
} from "@parlo/validators";
import { agentProcedureWith, createTRPCRouter } from "../trpc";

const leadsReader = agentProcedureWith({ agentKey: false, portal: { page: "leads", writes: false } });
const leadsEditor = agentProcedureWith({ agentKey: false, portal: { page: "leads", writes: true } });

/**
 * The agent's Leads tab. Leads are visitors' personal data: members of the agent's workspace and
 * the workspace secret (not the agent's own key, which sits in scripts and widgets' servers), and
 * portal viewers allowed the Leads page.
 */
export const leadRouter = createTRPCRouter({
  /** One page of the leads, newest first, searched and filtered by date, with the custom columns. */
  list: leadsReader
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
  export: leadsReader
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
  delete: leadsEditor
    .input(ZDeleteLeadInput)
    .output(ZDeleteLeadOutput)
    .mutation(({ ctx, input }) =>
      deleteLead({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, leadId: input.leadId }),
    ),
});
