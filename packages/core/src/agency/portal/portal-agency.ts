import type { Region, RegionalDb } from "@parlo/db";
import type { TAgency } from "@parlo/validators";
import { toAgency } from "../to-agency";

/** The agency a portal request is for, as the portal's pages read it (never its secret), and its workspace. */
export async function loadPortalAgency(
  db: RegionalDb,
  region: Region,
  agencyId: string,
): Promise<{ agency: TAgency; workspaceId: string } | null> {
  const row = await db.for(region).agency.findUnique({ where: { id: agencyId } });
  return row ? { agency: toAgency(row), workspaceId: row.userId } : null;
}
