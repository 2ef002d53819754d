import type { PublicAgent, Region, RegionalDb } from "@parlo/db";
import { RUNTIME_MESSAGES, ZAgentSettings, type TAgentSettings } from "@parlo/validators";
import { toAgentDocument } from "../agent/agent-document";
import { DomainError } from "../errors";

export interface RuntimeAgent {
  id: string;
  workspaceId: string;
  tokensUsage: number;
  document: TAgentSettings & { ID: string };
}

const KNOWN: ReadonlySet<string> = new Set(Object.keys(ZAgentSettings.shape));

function parseDocument(id: string, value: unknown): TAgentSettings & { ID: string } {
  const fields = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  const known = Object.fromEntries(Object.entries(fields).filter(([key]) => KNOWN.has(key)));
  const parsed = ZAgentSettings.safeParse(known);
  return { ...(parsed.success ? parsed.data : {}), ID: id };
}

/**
 * The agent as the runtime uses it: the live (published) document, or the draft when asked (the
 * dashboard's test panel) or when the agent was never published (so a new agent can be tried).
 */
export function toLoadedAgent(agent: PublicAgent, useDraft: boolean): RuntimeAgent {
  const source = !useDraft && agent.published ? agent.published : toAgentDocument(agent);
  return {
    id: agent.id,
    workspaceId: agent.ownerId,
    tokensUsage: agent.tokensUsage,
    document: parseDocument(agent.id, source),
  };
}

export async function loadRuntimeAgent(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  useDraft: boolean;
}): Promise<RuntimeAgent> {
  const agent = await options.db.for(options.region).agent.findUnique({ where: { id: options.agentId } });
  if (!agent) throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.notFound);
  return toLoadedAgent(agent, options.useDraft);
}
