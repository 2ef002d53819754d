import type { Region, RegionalDb } from "@parlo/db";

/** Resolves a bearer agent secret (SECRET_API_KEY) to its agent, looking in every region. */
export async function findAgentBySecret(options: {
  db: RegionalDb;
  secret: string;
}): Promise<{ agentId: string; workspaceId: string; region: Region } | null> {
  if (!/^vg_[A-Za-z0-9]{20}$/.test(options.secret)) return null;
  for (const [region, client] of options.db.all()) {
    const agent = await client.agent.findUnique({
      where: { secretApiKey: options.secret },
      select: { id: true, ownerId: true },
    });
    if (agent) return { agentId: agent.id, workspaceId: agent.ownerId, region };
  }
  return null;
}
