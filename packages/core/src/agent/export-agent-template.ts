import type { Region, RegionalDb } from "@parlo/db";
import { AGENT_EDIT_MESSAGES, AGENT_MESSAGES, ZAgentSettingsUpdate, type TAgentTemplate } from "@parlo/validators";
import { DomainError } from "../errors";
import { toAgentDocument } from "./agent-document";
import { withoutSecrets } from "./secret-settings";

/** A file name for a template name: letters, digits and dashes, ".json". */
export function templateFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
  return `${slug || "agent-template"}.json`;
}

/**
 * exportAgentToJson: the agent as a template (agents with nodes only), without its identity,
 * secrets and bookkeeping, so it can be imported anywhere with convertAgentTemplateToAgent.
 */
export async function exportAgentTemplate(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
}): Promise<{ agentTemplate: TAgentTemplate; fileName: string }> {
  const agent = await options.db.for(options.region).agent.findUnique({ where: { id: options.agentId } });
  if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
  if (!agent.enableNodes) throw new DomainError("BAD_REQUEST", AGENT_EDIT_MESSAGES.exportOnlyNodes);
  const { settings } = withoutSecrets(toAgentDocument(agent));
  const { ID: _id, ownerID: _owner, userId: _user, lastModified: _modified, ts: _ts, ...rest } = settings;
  const template = ZAgentSettingsUpdate.parse(rest);
  const agentTemplate: TAgentTemplate = {
    key: templateFileName(agent.title).replace(/\.json$/, ""),
    name: agent.title,
    description: agent.description,
    icon: "bot",
    template,
  };
  return { agentTemplate, fileName: templateFileName(agent.title) };
}
