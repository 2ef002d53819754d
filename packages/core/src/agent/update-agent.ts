import { Prisma, type Region, type RegionalDb } from "@parlo/db";
import { AGENT_MESSAGES, describeSettingsError, ZAgentSettings, ZAgentSettingsUpdate } from "@parlo/validators";
import { DomainError } from "../errors";
import { isSameAgentDocument, toAgentDocument } from "./agent-document";
import { columnPart, settingsPart } from "./agent-columns";
import { keepToolSecrets } from "./keep-tool-secrets";
import { mergeSettings } from "./merge-settings";

/**
 * Applies a partial settings update to the agent's draft (the spec's POST /api/v2/agents/{id}):
 * nested objects merge, arrays replace. A payload that breaks the settings schema is refused with
 * a message naming the field, and the stored agent stays as it was.
 */
export async function updateAgent(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  settings: unknown;
  now?: () => Date;
}): Promise<{ lastModified: number; isPublished: boolean }> {
  const update = ZAgentSettingsUpdate.safeParse(options.settings);
  if (!update.success) throw new DomainError("BAD_REQUEST", describeSettingsError(update.error));
  const nowSeconds = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);

  return options.db.for(options.region).$transaction(async (tx) => {
    // one writer at a time per agent, so concurrent partial updates never drop each other's fields
    await tx.$queryRaw`SELECT "id" FROM "Agent" WHERE "id" = ${options.agentId} FOR UPDATE`;
    const agent = await tx.agent.findUnique({ where: { id: options.agentId } });
    if (!agent) throw new DomainError("NOT_FOUND", AGENT_MESSAGES.notFound);
    const current = toAgentDocument(agent);
    const { ID: _id, ownerID: _owner, userId: _user, lastModified: _modified, ...editable } = current;
    const merged = ZAgentSettings.safeParse(keepToolSecrets(mergeSettings(editable, update.data), editable.tools));
    if (!merged.success) throw new DomainError("BAD_REQUEST", describeSettingsError(merged.error));

    const json: Prisma.InputJsonObject = JSON.parse(JSON.stringify({ ...settingsPart(merged.data), ts: nowSeconds }));
    const saved = await tx.agent.update({
      where: { id: options.agentId },
      data: { ...columnPart(merged.data), settings: json, lastModified: nowSeconds },
    });
    return {
      lastModified: saved.lastModified,
      isPublished: isSameAgentDocument(toAgentDocument(saved), saved.published),
    };
  });
}
