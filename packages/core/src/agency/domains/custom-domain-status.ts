import type { TCustomDomainStatusOutput } from "@parlo/validators";
import { announceAgencyDomainChange } from "./agency-host-resolver";
import { pointsAtPortal } from "./custom-domain-dns";
import { isCustomDomainLive } from "./custom-domain-live";
import { agencyOf, portalDomainsOf, type AgencyScope, type DomainDeps } from "./domain-deps";

/**
 * The custom domain panel's 5-second poll: an unverified domain is looked up in DNS and marked
 * verified once it points at the portal (announced, so the portal starts answering on it); a
 * verified one is checked for being live over HTTPS ("Generating SSL certificate" until then).
 */
export async function customDomainStatus(deps: DomainDeps, scope: AgencyScope): Promise<TCustomDomainStatusOutput> {
  const config = portalDomainsOf(deps);
  const agency = await agencyOf(deps, scope);
  const host = agency.customDomain;
  if (!host) return { host: null, verified: false, live: false };
  let verified = agency.isVerifiedCustomDomain;
  if (!verified && (await pointsAtPortal(config, host))) {
    const db = deps.db.for(scope.region);
    // only if the domain is still this one (a Cancel may have run meanwhile)
    const marked = await db.agency.updateMany({
      where: { id: agency.id, customDomain: host, isVerifiedCustomDomain: false },
      data: { isVerifiedCustomDomain: true, customDomainCheckedAt: deps.now?.() ?? new Date() },
    });
    if (marked.count > 0) await announceAgencyDomainChange(db, host);
    const now = await db.agency.findFirst({
      where: { id: agency.id, customDomain: host },
      select: { isVerifiedCustomDomain: true },
    });
    verified = now?.isVerifiedCustomDomain ?? false;
  }
  const live = verified && (await isCustomDomainLive(config, host, agency.id));
  return { host, verified, live };
}
