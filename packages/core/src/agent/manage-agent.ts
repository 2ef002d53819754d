import type { Region, RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

type AgentRef = { db: RegionalDb; region: Region; agentId: string };

/** Stars or unstars an agent (its lastModified is not touched). */
export async function starAgent(options: AgentRef & { starred: boolean }): Promise<void> {
  await options.db
    .for(options.region)
    .agent.update({ where: { id: options.agentId }, data: { starred: options.starred } });
}

/** Deletes an agent after its title was typed to confirm. */
export async function deleteAgent(options: AgentRef & { confirmTitle: string }): Promise<void> {
  const db = options.db.for(options.region);
  const agent = await db.agent.findUnique({ where: { id: options.agentId }, select: { title: true } });
  if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
  if (options.confirmTitle.trim() !== agent.title.trim())
    throw new DomainError("BAD_REQUEST", AGENT_MESSAGES.deleteConfirmMismatch);
  await db.agent.delete({ where: { id: options.agentId } });
}
