import type { Db } from "@parlo/db";
import { announceAgencyDomainChange } from "./agency-host-resolver";

/**
 * Marks an agency's custom domain verified, as the Domains tab's poll does: only while the domain
 * is still this one and unverified, then announced so the portal starts answering on it. Answers
 * whether this call made the change.
 */
export async function markCustomDomainVerified(
  db: Db,
  agency: { id: string; host: string },
  now: Date,
): Promise<boolean> {
  const marked = await db.agency.updateMany({
    where: { id: agency.id, customDomain: agency.host, isVerifiedCustomDomain: false },
    data: { isVerifiedCustomDomain: true, customDomainCheckedAt: now },
  });
  if (marked.count === 0) return false;
  await announceAgencyDomainChange(db, agency.host);
  return true;
}
