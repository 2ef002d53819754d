import type { Region, RegionalDb } from "@parlo/db";
import { ZAgentTemplate, type TAgentSummary, describeSettingsError } from "@parlo/validators";
import { DomainError } from "../errors";
import { createAgent } from "./create-agent";

/**
 * convertAgentTemplateToAgent: a new standard agent named agentName from a template (one of the
 * drawer's or an exported file). The template is validated against the settings schema first.
 */
export async function convertAgentTemplateToAgent(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  userId: string;
  agentName: string;
  agentTemplate: unknown;
}): Promise<TAgentSummary> {
  const parsed = ZAgentTemplate.safeParse(options.agentTemplate);
  if (!parsed.success) throw new DomainError("BAD_REQUEST", describeSettingsError(parsed.error));
  const { title: _title, agentPlatform: _platform, ...template } = parsed.data.template;
  return createAgent({
    db: options.db,
    region: options.region,
    workspaceId: options.workspaceId,
    userId: options.userId,
    title: options.agentName,
    agentPlatform: "vg",
    template,
  });
}
