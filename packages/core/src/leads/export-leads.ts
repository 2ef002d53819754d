import type { Region, RegionalDb } from "@parlo/db";
import {
  LEAD_EXPORT_LIMIT,
  LEAD_MESSAGES,
  type TExportLeadsOutput,
  type TLeadExportFormat,
  type TLeadFilters,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { agentLeadForms, leadColumns } from "./lead-columns";
import { leadsCsv, leadsFileName, leadsJson } from "./lead-files";
import { leadWhere } from "./lead-where";
import { LEAD_ROW_SELECT, toLeadRow } from "./to-lead-row";

/** The agent's leads matching the filters (newest first, at most LEAD_EXPORT_LIMIT) as a CSV or JSON file. */
export async function exportLeads(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  format: TLeadExportFormat;
  filters?: TLeadFilters;
  now?: Date;
}): Promise<TExportLeadsOutput> {
  const db = options.db.for(options.region);
  const agent = await db.agent.findUnique({ where: { id: options.agentId } });
  if (!agent) throw new DomainError("NOT_FOUND", LEAD_MESSAGES.notFound);
  const rows = await db.lead.findMany({
    where: leadWhere(agent.id, options.filters),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: LEAD_EXPORT_LIMIT,
    select: LEAD_ROW_SELECT,
  });
  const items = rows.map(toLeadRow);
  const forms = agentLeadForms(agent);
  const columns = leadColumns([forms.draft, forms.live], items);
  const csv = options.format === "csv";
  return {
    fileName: leadsFileName(agent.title, options.format),
    contentType: csv ? "text/csv; charset=utf-8" : "application/json",
    content: csv
      ? leadsCsv(items, columns)
      : leadsJson({ id: agent.id, title: agent.title }, items, columns, options.now ?? new Date()),
    leads: items.length,
  };
}
