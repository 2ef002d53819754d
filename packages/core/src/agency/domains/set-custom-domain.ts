import { checkCustomDomain } from "@parlo/tenancy";
import { DOMAIN_MESSAGES, type TAgencyDomainsOutput } from "@parlo/validators";
import { DomainError } from "../../errors";
import { requireWhitelabel } from "../whitelabel-access";
import { announceAgencyDomainChange } from "./agency-host-resolver";
import { customDomainRecords } from "./custom-domain-records";
import { agencyOf, hostTakenElsewhere, portalDomainsOf, type AgencyScope, type DomainDeps } from "./domain-deps";
import { agencyDomainsState } from "./get-agency-domains";
import { isUniqueViolation } from "./is-unique-violation";

/** The host names the product itself answers on, which no agency may claim as its own. */
function productRoots(deps: DomainDeps & { productUrls: string[] }, rootDomain: string): string[] {
  return [rootDomain, ...deps.productUrls.map((url) => new URL(url).hostname)];
}

/**
 * Sets the custom domain (whitelabel add-on or trial only): lower-cased, spaces removed; empty,
 * a registrable domain without a sub-domain, the product's own names and a domain another agency
 * uses in any region are refused with the spec's messages and nothing is stored. The domain
 * starts unverified with its CNAME record to add; the panel then polls customDomainStatus.
 */
export async function setAgencyCustomDomain(
  deps: DomainDeps & { productUrls: string[] },
  scope: AgencyScope & { customDomain: string },
): Promise<TAgencyDomainsOutput> {
  const config = portalDomainsOf(deps);
  const db = deps.db.for(scope.region);
  const now = deps.now?.() ?? new Date();
  await requireWhitelabel(deps.db, scope.region, scope.workspaceId, now);

  const check = checkCustomDomain(scope.customDomain, productRoots(deps, config.rootDomain));
  if (!check.ok) {
    const message = {
      empty: DOMAIN_MESSAGES.customDomainEmpty,
      invalid: DOMAIN_MESSAGES.customDomainInvalid,
      needs_subdomain: DOMAIN_MESSAGES.customDomainNeedsSubdomain(check.domain),
      product_domain: DOMAIN_MESSAGES.customDomainProduct,
    }[check.reason];
    throw new DomainError("BAD_REQUEST", message);
  }
  const agency = await agencyOf(deps, scope);
  if (agency.customDomain === check.domain) return agencyDomainsState(config, agency);
  if (await hostTakenElsewhere(deps, check.domain, agency.id)) {
    throw new DomainError("CONFLICT", DOMAIN_MESSAGES.customDomainTaken);
  }
  try {
    const [record] = customDomainRecords(config, check.name);
    const updated = await db.agency.update({
      where: { id: agency.id },
      data: {
        customDomain: check.domain,
        isVerifiedCustomDomain: false,
        customDomainConfig: record ? { type: record.type, name: record.name, value: record.value } : undefined,
        customDomainSetAt: now,
        customDomainCheckedAt: null,
      },
      select: { VGsubDomain: true, isVerifiedSubDomain: true, customDomain: true, isVerifiedCustomDomain: true },
    });
    // the old domain (if it was live) stops answering
    await announceAgencyDomainChange(db, agency.customDomain);
    return agencyDomainsState(config, updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", DOMAIN_MESSAGES.customDomainTaken);
    throw error;
  }
}
