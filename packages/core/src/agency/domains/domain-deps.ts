import type { Region } from "@parlo/db";
import { DOMAIN_MESSAGES } from "@parlo/validators";
import type { CoreDeps } from "../../deps";
import { DomainError } from "../../errors";
import type { PortalDomainsConfig } from "./portal-domains-config";

/** What the domain calls need: the databases, the clock and the portal's domain configuration. */
export type DomainDeps = Pick<CoreDeps, "db" | "now" | "portalDomains">;

export interface AgencyScope {
  region: Region;
  workspaceId: string;
}

export function portalDomainsOf(deps: DomainDeps): PortalDomainsConfig {
  if (!deps.portalDomains) throw new DomainError("INTERNAL_SERVER_ERROR", DOMAIN_MESSAGES.domainsNotConfigured);
  return deps.portalDomains;
}

/** The owner's agency row (domain columns), or the "save settings first" refusal. */
export async function agencyOf(deps: DomainDeps, scope: AgencyScope) {
  const agency = await deps.db.for(scope.region).agency.findUnique({
    where: { userId: scope.workspaceId },
    select: {
      id: true,
      name: true,
      userId: true,
      VGsubDomain: true,
      isVerifiedSubDomain: true,
      customDomain: true,
      isVerifiedCustomDomain: true,
      customDomainConfig: true,
    },
  });
  if (!agency) throw new DomainError("NOT_FOUND", DOMAIN_MESSAGES.saveSettingsFirst);
  return agency;
}
export type AgencyDomainRow = Awaited<ReturnType<typeof agencyOf>>;

/** Whether another agency, in any region, already uses a host as its sub-domain or custom domain. */
export async function hostTakenElsewhere(deps: DomainDeps, host: string, agencyId: string): Promise<boolean> {
  const found = await Promise.all(
    deps.db.all().map(([, client]) =>
      client.agency.findFirst({
        where: { id: { not: agencyId }, OR: [{ VGsubDomain: host }, { customDomain: host }] },
        select: { id: true },
      }),
    ),
  );
  return found.some((row) => row !== null);
}
