import { REGIONS, type Region, type RegionalDb } from "@parlo/db";
import { AGENCY_BILLING_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/** The agency of a workspace owner (the SAAS Mode tab's): "Workspace not found" before its first save. */
export async function requireOwnerAgency(db: RegionalDb, region: Region, workspaceId: string) {
  const agency = await db.for(region).agency.findUnique({ where: { userId: workspaceId } });
  if (!agency) throw new DomainError("NOT_FOUND", AGENCY_BILLING_MESSAGES.workspaceNotFound);
  return agency;
}

/** The agency owning a connected account, in whichever region it lives (a Connect event's `account`). */
export async function findAgencyByAccount(db: RegionalDb, accountId: string) {
  for (const region of REGIONS) {
    const agency = await db.for(region).agency.findUnique({ where: { stripeAccountId: accountId } });
    if (agency) return { region, agency };
  }
  return null;
}
