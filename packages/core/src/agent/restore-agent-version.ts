import { Prisma, type Region, type RegionalDb } from "@parlo/db";
import { AGENT_EDIT_MESSAGES, ZAgentSettings } from "@parlo/validators";
import { DomainError } from "../errors";
import { columnPart, settingsPart } from "./agent-columns";

/**
 * Puts a published version back into the draft (it goes live with the next Publish). The agent's
 * identity (ID, owner, secret) is never taken from the version.
 */
export async function restoreAgentVersion(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  versionId: string;
}): Promise<void> {
  const db = options.db.for(options.region);
  const version = await db.agentVersion.findFirst({ where: { id: options.versionId, agentId: options.agentId } });
  if (!version) throw new DomainError("NOT_FOUND", AGENT_EDIT_MESSAGES.versionNotFound);
  const stored = version.document;
  const fields = stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  const { ID: _id, ownerID: _owner, userId: _user, lastModified: _modified, ...editable } = fields;
  const document = ZAgentSettings.parse(editable);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const json: Prisma.InputJsonObject = JSON.parse(JSON.stringify({ ...settingsPart(document), ts: nowSeconds }));
  await db.agent.update({
    where: { id: options.agentId },
    data: { ...columnPart(document), settings: json, lastModified: nowSeconds },
  });
}
