import type { Region, RegionalDb } from "@parlo/db";
import { AGENCY_MESSAGES, type TAgencyGetOutput } from "@parlo/validators";
import { DomainError } from "../errors";
import { toAgency } from "./to-agency";
import { WHITELABEL_COLUMNS, whitelabelAccess } from "./whitelabel-access";

/** The workspace owner's agency (null before the first save) and the whitelabel add-on's state. */
export async function getAgency(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  now?: Date;
}): Promise<TAgencyGetOutput> {
  const db = options.db.for(options.region);
  const [workspace, agency] = await Promise.all([
    db.workspace.findUnique({ where: { id: options.workspaceId }, select: WHITELABEL_COLUMNS }),
    db.agency.findUnique({ where: { userId: options.workspaceId } }),
  ]);
  if (!workspace) throw new DomainError("NOT_FOUND", AGENCY_MESSAGES.workspaceNotFound);
  return {
    agency: agency ? toAgency(agency) : null,
    whitelabel: whitelabelAccess(workspace, options.now ?? new Date()),
  };
}
