import type { PublicAgent } from "@parlo/db";
import type { TAgentSummary } from "@parlo/validators";

export function toAgentSummary(agent: Omit<PublicAgent, "settings" | "published">): TAgentSummary {
  return {
    ID: agent.id,
    title: agent.title,
    description: agent.description,
    roundedImageURL: agent.roundedImageURL,
    agentPlatform: agent.agentPlatform === "oai_assistants" ? "oai-assistants" : agent.agentPlatform,
    enableNodes: agent.enableNodes,
    starred: agent.starred,
    isDeployed: agent.isDeployed,
    lastModified: agent.lastModified,
  };
}
