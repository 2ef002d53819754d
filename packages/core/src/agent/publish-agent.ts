import { Prisma, randomString, type Region, type RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES, VERSION_HISTORY_LIMIT } from "@parlo/validators";
import { DomainError } from "../errors";
import { toAgentDocument } from "./agent-document";

/**
 * Makes the draft live and saves it as a version (the spec's backup); only the last
 * VERSION_HISTORY_LIMIT (20) versions are kept.
 */
export async function publishAgent(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  /** who published: an e-mail, or "API" for a secret */
  publishedBy: string;
}): Promise<void> {
  await options.db.for(options.region).$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Agent" WHERE "id" = ${options.agentId} FOR UPDATE`;
    const agent = await tx.agent.findUnique({ where: { id: options.agentId } });
    if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
    const document: Prisma.InputJsonObject = JSON.parse(JSON.stringify(toAgentDocument(agent)));
    await tx.agent.update({ where: { id: agent.id }, data: { published: document, isDeployed: true } });
    await tx.agentVersion.create({
      data: { id: randomString(16), agentId: agent.id, document, publishedBy: options.publishedBy },
    });
    const kept = await tx.agentVersion.findMany({
      where: { agentId: agent.id },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: VERSION_HISTORY_LIMIT,
      select: { id: true },
    });
    await tx.agentVersion.deleteMany({ where: { agentId: agent.id, id: { notIn: kept.map((v) => v.id) } } });
  });
}
