import type { Db } from "@parlo/db";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../../errors";

/** The agent's source (type, status), or NOT_FOUND. */
export async function findAgentSource(db: Db, agentId: string, sourceId: string) {
  const source = await db.knowledgeSource.findFirst({
    where: { id: sourceId, agentId },
    select: { id: true, agentId: true, workspaceId: true, sourceType: true, status: true },
  });
  if (!source) throw new DomainError("NOT_FOUND", KNOWLEDGE_MESSAGES.notFound);
  return source;
}
