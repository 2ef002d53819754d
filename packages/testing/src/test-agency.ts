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
    /** when the custom domain was entered (now by default) and last re-checked (never) */
    customDomainSetAt?: Date | null;
    customDomainCheckedAt?: Date | null;
    /** the full host, e.g. `acme.localhost` */
    subDomain?: string;
    verifiedSubDomain?: boolean;
    name?: string;
  } = {},
) {
  const { user, workspace } = await createTestUser(db, { displayName: "Agency Owner" });
  const agency = await db.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      name: domains.name ?? "Test Agency",
      customDomain: domains.customDomain ?? null,
      isVerifiedCustomDomain: domains.verifiedCustomDomain ?? false,
      customDomainSetAt:
        domains.customDomainSetAt !== undefined ? domains.customDomainSetAt : domains.customDomain ? new Date() : null,
      customDomainCheckedAt: domains.customDomainCheckedAt ?? null,
      VGsubDomain: domains.subDomain ?? null,
      isVerifiedSubDomain: domains.verifiedSubDomain ?? false,
    },
  });
  for (const host of [domains.customDomain, domains.subDomain]) {
    if (host) await db.$executeRaw`SELECT pg_notify(${AGENCY_DOMAINS_CHANNEL}, ${host})`;
  }
  return { agencyId: agency.id, workspaceId: workspace.id, email: user.email, user, workspace, agency };
}
