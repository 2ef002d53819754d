import { Prisma } from "@parlo/db";
import type { TAgencyDomainsOutput } from "@parlo/validators";
import { announceAgencyDomainChange } from "./agency-host-resolver";
import { agencyOf, portalDomainsOf, type AgencyScope, type DomainDeps } from "./domain-deps";
import { agencyDomainsState } from "./get-agency-domains";

/** Cancel / Delete: clears the sub-domain or the custom domain and its verification, at once everywhere. */
export async function removeAgencyDomain(
  deps: DomainDeps,
  scope: AgencyScope & { kind: "subDomain" | "customDomain" },
): Promise<TAgencyDomainsOutput> {
  const config = portalDomainsOf(deps);
  const agency = await agencyOf(deps, scope);
  const db = deps.db.for(scope.region);
  const data =
    scope.kind === "subDomain"
      ? { VGsubDomain: null, isVerifiedSubDomain: false }
      : {
          customDomain: null,
          isVerifiedCustomDomain: false,
          customDomainConfig: Prisma.DbNull,
          customDomainSetAt: null,
          customDomainCheckedAt: null,
        };
  const updated = await db.agency.update({
    where: { id: agency.id },
    data,
    select: { VGsubDomain: true, isVerifiedSubDomain: true, customDomain: true, isVerifiedCustomDomain: true },
  });
  await announceAgencyDomainChange(db, scope.kind === "subDomain" ? agency.VGsubDomain : agency.customDomain);
  return agencyDomainsState(config, updated);
}
