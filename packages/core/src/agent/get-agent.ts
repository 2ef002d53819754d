import type { Region, RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES, type TAgentDetail } from "@parlo/validators";
import { DomainError } from "../errors";
import { isSameAgentDocument, toAgentDocument } from "./agent-document";
import { toAgentSummary } from "./to-agent-summary";

/** One agent with its publish state. */
export async function getAgent(options: { db: RegionalDb; region: Region; agentId: string }): Promise<TAgentDetail> {
  const agent = await options.db.for(options.region).agent.findUnique({ where: { id: options.agentId } });
  if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
  return {
    ...toAgentSummary(agent),
    workspaceId: agent.ownerId,
    region: options.region,
    isPublished: isSameAgentDocument(toAgentDocument(agent), agent.published),
  };
}
