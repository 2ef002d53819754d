import type { Prisma } from "@parlo/db";
import type { TLeadFilters } from "@parlo/validators";

/** The agent's leads matching the Leads tab's search (name, e-mail, phone) and date range. */
export function leadWhere(agentId: string, filters: TLeadFilters = {}): Prisma.LeadWhereInput {
  const where: Prisma.LeadWhereInput = { agentId };
  if (filters.from || filters.to) {
    where.createdAt = {
      ...(filters.from ? { gte: new Date(filters.from) } : {}),
      ...(filters.to ? { lt: new Date(filters.to) } : {}),
    };
  }
  const search = filters.search?.trim();
  if (search) {
    where.OR = [
      { name: { contains: search, mode: "insensitive" } },
      { email: { contains: search, mode: "insensitive" } },
      { phone: { contains: search, mode: "insensitive" } },
    ];
  }
  return where;
}
