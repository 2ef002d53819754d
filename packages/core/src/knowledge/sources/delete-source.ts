import type { Region, RegionalDb } from "@parlo/db";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../../errors";

/** Removes a source for good; its pages, chunks and runs go with it (cascade). */
export async function deleteKnowledgeSource(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  sourceId: string;
}): Promise<{ deleted: true }> {
  const { count } = await options.db
    .for(options.region)
    .knowledgeSource.deleteMany({ where: { id: options.sourceId, agentId: options.agentId } });
  if (count === 0) throw new DomainError("NOT_FOUND", KNOWLEDGE_MESSAGES.notFound);
  return { deleted: true };
}
