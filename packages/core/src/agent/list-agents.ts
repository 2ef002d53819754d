import type { Region, RegionalDb } from "@parlo/db";
import type { TAgentSummary } from "@parlo/validators";

/** A workspace's agents, newest change first (the agent switcher's order). */
export async function listAgents(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<TAgentSummary[]> {
  const agents = await options.db.for(options.region).agent.findMany({
    where: { ownerId: options.workspaceId },
    orderBy: { lastModified: "desc" },
  });
  return agents.map((agent) => ({
    ID: agent.id,
    title: agent.title,
    description: agent.description,
    roundedImageURL: agent.roundedImageURL,
    agentPlatform: agent.agentPlatform === "oai_assistants" ? "oai-assistants" : agent.agentPlatform,
    enableNodes: agent.enableNodes,
    starred: agent.starred,
    isDeployed: agent.isDeployed,
    lastModified: agent.lastModified,
  }));
}
