import type { Region, RegionalDb } from "@parlo/db";
import { readAgencyClientSettings, type TAgency, type TAgencyClientSettings } from "@parlo/validators";
import { toAgency } from "../to-agency";

/**
 * The agency a portal request is for, as the portal's pages read it (never its secret), its
 * workspace, and how its clients sign in (password or codes only, sign-up open or not).
 */
export async function loadPortalAgency(
  db: RegionalDb,
  region: Region,
  agencyId: string,
): Promise<{ agency: TAgency; workspaceId: string; signIn: TAgencyClientSettings } | null> {
  const row = await db.for(region).agency.findUnique({ where: { id: agencyId } });
  return row
    ? { agency: toAgency(row), workspaceId: row.userId, signIn: readAgencyClientSettings(row.settings) }
    : null;
}
