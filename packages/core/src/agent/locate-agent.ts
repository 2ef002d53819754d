import type { Region, RegionalDb } from "@parlo/db";
import { getMembership } from "../workspace/get-membership";

/**
 * Finds the region of an agent the e-mail may see (a member of its workspace), looking in every
 * region, for the spec's redirect: found in the other region -> same path there; in neither ->
 * the agents list. Agents of other people's workspaces are reported as not found.
 */
export async function locateAgent(options: {
  db: RegionalDb;
  agentId: string;
  email: string;
}): Promise<{ region: Region; workspaceId: string } | null> {
  for (const [region, client] of options.db.all()) {
    const agent = await client.agent.findUnique({ where: { id: options.agentId }, select: { ownerId: true } });
    if (!agent) continue;
    const membership = await getMembership({
      db: options.db,
      region,
      workspaceId: agent.ownerId,
      email: options.email,
    });
    return membership ? { region, workspaceId: agent.ownerId } : null;
  }
  return null;
}
