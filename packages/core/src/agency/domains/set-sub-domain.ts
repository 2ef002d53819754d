import { checkSubDomainLabel } from "@parlo/tenancy";
import { DOMAIN_MESSAGES, type TAgencyDomainsOutput } from "@parlo/validators";
import { DomainError } from "../../errors";
import { emitWorkspaceEvent } from "../../events";
import { announceAgencyDomainChange } from "./agency-host-resolver";
import { agencyOf, hostTakenElsewhere, portalDomainsOf, type AgencyScope, type DomainDeps } from "./domain-deps";
import { agencyDomainsState } from "./get-agency-domains";
import { isUniqueViolation } from "./is-unique-violation";

const SUB_DOMAIN_REFUSALS = {
  empty: DOMAIN_MESSAGES.subDomainEmpty,
  invalid: DOMAIN_MESSAGES.subDomainInvalid,
  reserved: DOMAIN_MESSAGES.subDomainReserved,
} as const;

/**
 * Claims the product sub-domain `{label}.{root}`: lower-cased, spaces removed, the root appended.
 * The product answers on every name under its root, so the claim is verified at once; it stays
 * locked until cancelled. Taken in any region: "This domain already exists. Please try another one."
 * Announces the change (portal caches) and forwards `agency.subdomain.created` to the workspace.
 */
export async function setAgencySubDomain(
  deps: DomainDeps,
  scope: AgencyScope & { subDomain: string },
): Promise<TAgencyDomainsOutput> {
  const config = portalDomainsOf(deps);
  const check = checkSubDomainLabel(scope.subDomain);
  if (!check.ok) throw new DomainError("BAD_REQUEST", SUB_DOMAIN_REFUSALS[check.reason]);
  const host = `${check.label}.${config.rootDomain}`;
  const agency = await agencyOf(deps, scope);
  if (agency.VGsubDomain === host && agency.isVerifiedSubDomain) return agencyDomainsState(config, agency);
  if (agency.VGsubDomain && agency.isVerifiedSubDomain) {
    throw new DomainError("CONFLICT", DOMAIN_MESSAGES.subDomainLocked);
  }
  if (await hostTakenElsewhere(deps, host, agency.id)) {
    throw new DomainError("CONFLICT", DOMAIN_MESSAGES.subDomainTaken);
  }
  const db = deps.db.for(scope.region);
  try {
    const updated = await db.agency.update({
      where: { id: agency.id },
      data: { VGsubDomain: host, isVerifiedSubDomain: true },
      select: { VGsubDomain: true, isVerifiedSubDomain: true, customDomain: true, isVerifiedCustomDomain: true },
    });
    await announceAgencyDomainChange(db, host);
    emitWorkspaceEvent({
      deps,
      region: scope.region,
      workspaceId: scope.workspaceId,
      type: "agency.subdomain.created",
      payload: { agency: { id: agency.id, name: agency.name }, user: { id: scope.workspaceId }, domain: host },
    });
    return agencyDomainsState(config, updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", DOMAIN_MESSAGES.subDomainTaken);
    throw error;
  }
}
