import type { PublicAgent } from "@parlo/db";

/** Fields that change on every save and never make a draft differ from its live version. */
const VOLATILE_KEYS = new Set(["lastModified", "ts", "ownerID", "userId"]);

export type AgentDocument = Record<string, unknown>;

/** The agent as one document (typed columns merged with the settings JSON), as it is published. */
export function toAgentDocument(agent: PublicAgent): AgentDocument {
  const settings =
    agent.settings && typeof agent.settings === "object" && !Array.isArray(agent.settings) ? agent.settings : {};
  return {
    ...settings,
    ID: agent.id,
    title: agent.title,
    description: agent.description,
    agentPlatform: agent.agentPlatform === "oai_assistants" ? "oai-assistants" : agent.agentPlatform,
    roundedImageURL: agent.roundedImageURL,
    enableNodes: agent.enableNodes,
    ownerID: agent.ownerId,
    userId: agent.userId,
    lastModified: agent.lastModified,
  };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/**
 * True when the draft equals the live document, ignoring lastModified, ts, ownerID and userId
 * and key order (the Publish button then reads Published and is disabled).
 */
export function isSameAgentDocument(draft: AgentDocument, live: unknown): boolean {
  if (!live || typeof live !== "object" || Array.isArray(live)) return false;
  const strip = (doc: object) => Object.fromEntries(Object.entries(doc).filter(([k]) => !VOLATILE_KEYS.has(k)));
  return JSON.stringify(canonical(strip(draft))) === JSON.stringify(canonical(strip(live)));
}
