import type { Region, RegionalDb } from "@parlo/db";
import { LEAD_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/** Removes one of the agent's leads for good (a visitor's request to be forgotten). */
export async function deleteLead(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  leadId: string;
}): Promise<{ deleted: true }> {
  const { count } = await options.db
    .for(options.region)
    .lead.deleteMany({ where: { id: options.leadId, agentId: options.agentId } });
  if (count === 0) throw new DomainError("NOT_FOUND", LEAD_MESSAGES.notFound);
  return { deleted: true };
}
