import { checkCustomDomain } from "@parlo/tenancy";
import type { TAgencyDomainsOutput } from "@parlo/validators";
import { customDomainRecords } from "./custom-domain-records";
import { portalDomainsOf, type AgencyDomainRow, type AgencyScope, type DomainDeps } from "./domain-deps";
import { customDomainUrl, portalUrlOn, type PortalDomainsConfig } from "./portal-domains-config";

/** The Domains tab's state from an agency row. */
export function agencyDomainsState(
  config: PortalDomainsConfig,
  agency: Pick<
    AgencyDomainRow,
    "VGsubDomain" | "isVerifiedSubDomain" | "customDomain" | "isVerifiedCustomDomain"
  > | null,
): TAgencyDomainsOutput {
  const sub = agency?.VGsubDomain;
  const custom = agency?.customDomain;
  const check = custom ? checkCustomDomain(custom, []) : null;
  return {
    rootDomain: config.rootDomain,
    subDomain: sub ? { host: sub, verified: agency.isVerifiedSubDomain, url: portalUrlOn(config, sub) } : null,
    customDomain: custom
      ? {
          host: custom,
          verified: agency.isVerifiedCustomDomain,
          url: customDomainUrl(config, custom),
          records: customDomainRecords(config, check?.ok ? check.name : custom),
        }
      : null,
  };
}

/** The owner's domains (both empty before the agency exists). */
export async function getAgencyDomains(deps: DomainDeps, scope: AgencyScope): Promise<TAgencyDomainsOutput> {
  const config = portalDomainsOf(deps);
  const agency = await deps.db.for(scope.region).agency.findUnique({
    where: { userId: scope.workspaceId },
    select: { VGsubDomain: true, isVerifiedSubDomain: true, customDomain: true, isVerifiedCustomDomain: true },
  });
  return agencyDomainsState(config, agency);
}
