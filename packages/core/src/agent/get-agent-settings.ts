import type { Region, RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES, ZAgentSettings, type TAgentSettingsOutput } from "@parlo/validators";
import { DomainError } from "../errors";
import { isSameAgentDocument, toAgentDocument } from "./agent-document";
import { withoutSecrets } from "./secret-settings";

/** The agent's draft settings for the settings forms, without secret values. */
export async function getAgentSettings(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
}): Promise<TAgentSettingsOutput> {
  const agent = await options.db.for(options.region).agent.findUnique({ where: { id: options.agentId } });
  if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
  const document = toAgentDocument(agent);
  const { userId: _user, ...fields } = document;
  const { settings, secretsSet } = withoutSecrets({ ...fields, starred: agent.starred, isDeployed: agent.isDeployed });
  return {
    // fields a stored document has but the schema no longer knows are left out rather than failing the page
    settings: ZAgentSettings.parse(stripUnknown(settings)),
    secretsSet,
    isPublished: isSameAgentDocument(document, agent.published),
    lastModified: agent.lastModified,
  };
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(ZAgentSettings.shape));

function stripUnknown(settings: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => KNOWN_KEYS.has(key)));
}
