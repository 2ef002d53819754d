import type { Region, RegionalDb } from "@parlo/db";

/** The title of an agent of the agency's own workspace, or null (another workspace's agents are not its to show). */
export async function agencyAgentTitle(
  db: RegionalDb,
  region: Region,
  agency: { workspaceId: string },
  agentId: string,
): Promise<string | null> {
  if (!/^[A-Za-z0-9]{1,32}$/.test(agentId)) return null;
  const agent = await db.for(region).agent.findFirst({
    where: { id: agentId, ownerId: agency.workspaceId },
    select: { title: true },
  });
  return agent?.title ?? null;
}
