import type { Region, RegionalDb } from "@parlo/db";
import type { TAgentSummary } from "@parlo/validators";
import { toAgentSummary } from "./to-agent-summary";

/** A workspace's agents, newest change first (the agent switcher's order). */
export async function listAgents(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<TAgentSummary[]> {
  const agents = await options.db.for(options.region).agent.findMany({
    where: { ownerId: options.workspaceId },
    orderBy: { lastModified: "desc" },
    // the settings documents are not needed for a list
    omit: { settings: true, published: true },
  });
  return agents.map(toAgentSummary);
}
