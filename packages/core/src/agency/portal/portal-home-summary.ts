import type { Region, RegionalDb } from "@parlo/db";

export interface PortalAgentSummary {
  agentId: string;
  conversations: number;
  leads: number;
  /** conversations whose visitor asked for a person and nobody has taken over yet */
  handoffsWaiting: number;
}

/**
 * The client Home page's figures: per agent, its recorded conversations, its leads and the
 * handoffs waiting; and the org's credits (null for the agency admin, who has no org).
 */
export async function loadPortalHomeSummary(options: {
  db: RegionalDb;
  region: Region;
  agentIds: string[];
  orgId: string | null;
}): Promise<{ agents: PortalAgentSummary[]; credits: string | null }> {
  const db = options.db.for(options.region);
  const agentId = { in: options.agentIds };
  const [conversations, leads, waiting, org] = await Promise.all([
    db.conversation.groupBy({ by: ["agentId"], where: { agentId, recorded: true }, _count: { _all: true } }),
    db.lead.groupBy({ by: ["agentId"], where: { agentId }, _count: { _all: true } }),
    db.conversation.groupBy({
      by: ["agentId"],
      where: { agentId, recorded: true, status: "handoff_requested" },
      _count: { _all: true },
    }),
    options.orgId ? db.org.findUnique({ where: { id: options.orgId }, select: { loadTokens: true } }) : null,
  ]);
  const count = (rows: { agentId: string; _count: { _all: number } }[], id: string) =>
    rows.find((row) => row.agentId === id)?._count._all ?? 0;
  return {
    agents: options.agentIds.map((id) => ({
      agentId: id,
      conversations: count(conversations, id),
      leads: count(leads, id),
      handoffsWaiting: count(waiting, id),
    })),
    credits: org ? org.loadTokens.toFixed(1) : null,
  };
}
