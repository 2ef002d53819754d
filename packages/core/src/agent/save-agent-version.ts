import { Prisma, randomString, type Region, type RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES, VERSION_HISTORY_LIMIT } from "@parlo/validators";
import { DomainError } from "../errors";
import { toAgentDocument } from "./agent-document";

/**
 * Saves the agent's draft as a version (the spec's backup), under a row lock, and keeps only the
 * newest VERSION_HISTORY_LIMIT (20) versions, in one transaction. With `publish` the draft also
 * becomes the live document (Publish); without it only the version is added (saveAgentBackup).
 */
export async function saveAgentVersion(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  /** who saved it: an e-mail, or "API" for a secret */
  savedBy: string;
  publish: boolean;
}): Promise<{ versionId: string; savedAt: Date }> {
  return options.db.for(options.region).$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Agent" WHERE "id" = ${options.agentId} FOR UPDATE`;
    const agent = await tx.agent.findUnique({ where: { id: options.agentId } });
    if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
    const document: Prisma.InputJsonObject = JSON.parse(JSON.stringify(toAgentDocument(agent)));
    if (options.publish) {
      await tx.agent.update({ where: { id: agent.id }, data: { published: document, isDeployed: true } });
    }
    const version = await tx.agentVersion.create({
      data: { id: randomString(16), agentId: agent.id, document, publishedBy: options.savedBy },
      select: { id: true, publishedAt: true },
    });
    const kept = await tx.agentVersion.findMany({
      where: { agentId: agent.id },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: VERSION_HISTORY_LIMIT,
      select: { id: true },
    });
    await tx.agentVersion.deleteMany({ where: { agentId: agent.id, id: { notIn: kept.map((v) => v.id) } } });
    return { versionId: version.id, savedAt: version.publishedAt };
  });
}
