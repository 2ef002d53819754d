import type { Region, RegionalDb } from "@parlo/db";
import { readAgencyClientSettings, type TAgency, type TAgencyClientSettings } from "@parlo/validators";
import { toAgency } from "../to-agency";

/** Whether the agency can take its clients' feedback: it sends e-mail from its own verified domain. */
export function agencyTakesFeedback(agency: { resendEmailDomain: string | null; resendEmailDomainStatus: string }) {
  return Boolean(agency.resendEmailDomain) && agency.resendEmailDomainStatus === "verified";
}

/**
 * The agency a portal request is for, as the portal's pages read it (never its secret), its
 * workspace, how its clients sign in (password or codes only, sign-up open or not), and whether
 * its clients can send feedback.
 */
export async function loadPortalAgency(
  db: RegionalDb,
  region: Region,
  agencyId: string,
): Promise<{ agency: TAgency; workspaceId: string; signIn: TAgencyClientSettings; feedback: boolean } | null> {
  const row = await db.for(region).agency.findUnique({ where: { id: agencyId } });
  return row
    ? {
        agency: toAgency(row),
        workspaceId: row.userId,
        signIn: readAgencyClientSettings(row.settings),
        feedback: agencyTakesFeedback(row),
      }
    : null;
}
