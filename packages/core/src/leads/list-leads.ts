import type { Region, RegionalDb } from "@parlo/db";
import { LEAD_MESSAGES, LEAD_PAGE_SIZE, type TLeadFilters, type TListLeadsOutput } from "@parlo/validators";
import { DomainError } from "../errors";
import { agentLeadForms, leadColumns } from "./lead-columns";
import { decodeLeadCursor, encodeLeadCursor } from "./lead-cursor";
import { leadWhere } from "./lead-where";
import { LEAD_ROW_SELECT, toLeadRow } from "./to-lead-row";

/** One page of the agent's leads, newest first (ties by id), searched and filtered by date. */
export async function listLeads(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  filters?: TLeadFilters;
  cursor?: string | null;
  limit?: number;
}): Promise<TListLeadsOutput> {
  const db = options.db.for(options.region);
  const limit = options.limit ?? LEAD_PAGE_SIZE;
  const where = leadWhere(options.agentId, options.filters);
  const cursor = decodeLeadCursor(options.cursor);
  const [agent, rows, total] = await Promise.all([
    db.agent.findUnique({ where: { id: options.agentId } }),
    db.lead.findMany({
      where: cursor
        ? {
            AND: [
              where,
              {
                OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
              },
            ],
          }
        : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
      select: LEAD_ROW_SELECT,
    }),
    db.lead.count({ where }),
  ]);
  if (!agent) throw new DomainError("NOT_FOUND", LEAD_MESSAGES.notFound);
  const forms = agentLeadForms(agent);
  const page = rows.slice(0, limit);
  const items = page.map(toLeadRow);
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeLeadCursor(last) : null,
    total,
    columns: leadColumns([forms.draft, forms.live], items),
    form: { draft: forms.draft !== null, live: forms.live !== null },
  };
}
