import type { Region, RegionalDb } from "@parlo/db";
import { HANDOFF_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/**
 * A person of the team takes a recorded conversation over ("human": the agent stays quiet) or hands
 * it back to the agent ("ai"; what the person wrote stays in the agent's context).
 */
export async function setConversationStatus(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  status: "ai" | "human";
}): Promise<{ status: "ai" | "human" }> {
  const changed = await options.db.for(options.region).conversation.updateMany({
    where: { id: options.conversationId, agentId: options.agentId, recorded: true },
    data: { status: options.status },
  });
  if (changed.count === 0) throw new DomainError("NOT_FOUND", HANDOFF_MESSAGES.notFound);
  if (options.status === "human") {
    // a take-over counts as a handoff even when the visitor did not ask
    await options.db.for(options.region).conversation.updateMany({
      where: { id: options.conversationId, handoffAt: null },
      data: { handoffAt: new Date() },
    });
  }
  return { status: options.status };
}
