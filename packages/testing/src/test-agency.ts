import { newAgencySecret, newEntityId, type Db } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";

/** The channel the apps' host caches listen on (core's AGENCY_DOMAINS_CHANNEL). */
const AGENCY_DOMAINS_CHANNEL = "agency_domains";

/**
 * A new owner (user and personal workspace) with an agency whose domains are stored as given,
 * verified or not, the way the domain procedures leave them; each host set is announced on the
 * domain-change channel so running portals forget what they cached about it.
 */
export async function createTestAgency(
  db: Db,
  domains: {
    customDomain?: string;
    verifiedCustomDomain?: boolean;
    /** the full host, e.g. `acme.localhost` */
    subDomain?: string;
    verifiedSubDomain?: boolean;
  } = {},
): Promise<{ agencyId: string; workspaceId: string; email: string }> {
  const { user, workspace } = await createTestUser(db, { displayName: "Agency Owner" });
  const agency = await db.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      name: "Test Agency",
      customDomain: domains.customDomain ?? null,
      isVerifiedCustomDomain: domains.verifiedCustomDomain ?? false,
      customDomainSetAt: domains.customDomain ? new Date() : null,
      VGsubDomain: domains.subDomain ?? null,
      isVerifiedSubDomain: domains.verifiedSubDomain ?? false,
    },
    select: { id: true },
  });
  for (const host of [domains.customDomain, domains.subDomain]) {
    if (host) await db.$executeRaw`SELECT pg_notify(${AGENCY_DOMAINS_CHANNEL}, ${host})`;
  }
  return { agencyId: agency.id, workspaceId: workspace.id, email: user.email };
}
