import { newSecretKey, type Region, type RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

type AgentKeyRef = {
  db: RegionalDb;
  region: Region;
  agentId: string;
  /** the person who sees the key (recorded), or null for the workspace secret acting */
  viewerEmail: string | null;
};

/** The agent's SECRET_API_KEY; the person who asked is recorded as having seen it. */
export async function revealAgentSecret(options: AgentKeyRef): Promise<string> {
  const db = options.db.for(options.region);
  const agent = await db.agent.findUnique({
    where: { id: options.agentId },
    select: { secretApiKey: true, ownerId: true },
  });
  if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
  if (options.viewerEmail) {
    await db.secretReveal.upsert({
      where: { agentId_email: { agentId: options.agentId, email: options.viewerEmail } },
      create: { agentId: options.agentId, workspaceId: agent.ownerId, email: options.viewerEmail },
      update: { revealedAt: new Date() },
    });
  }
  return agent.secretApiKey;
}

/**
 * Replaces the agent's SECRET_API_KEY; the old key stops working at once and nobody has seen the
 * new one yet, except the person who asked for it.
 */
export async function regenerateAgentSecret(options: AgentKeyRef): Promise<string> {
  return options.db.for(options.region).$transaction(async (tx) => {
    const agent = await tx.agent.update({
      where: { id: options.agentId },
      data: { secretApiKey: newSecretKey() },
      select: { secretApiKey: true, ownerId: true },
    });
    await tx.secretReveal.deleteMany({ where: { agentId: options.agentId } });
    if (options.viewerEmail) {
      await tx.secretReveal.create({
        data: { agentId: options.agentId, workspaceId: agent.ownerId, email: options.viewerEmail },
      });
    }
    return agent.secretApiKey;
  });
}

/** Rotates the keys of several agents of one workspace (others are left alone); returns how many. */
export async function rotateAgentSecrets(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  agentIds: string[];
}): Promise<number> {
  const db = options.db.for(options.region);
  const agents = await db.agent.findMany({
    where: { id: { in: options.agentIds }, ownerId: options.workspaceId },
    select: { id: true },
  });
  await db.$transaction(async (tx) => {
    for (const { id } of agents) {
      await tx.agent.update({ where: { id }, data: { secretApiKey: newSecretKey() } });
    }
    await tx.secretReveal.deleteMany({ where: { agentId: { in: agents.map((agent) => agent.id) } } });
  });
  return agents.length;
}
