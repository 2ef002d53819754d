import { customDomainUrl, portalUrlOn } from "./portal-domains-config";
import type { CoreDeps } from "../../deps";

/**
 * Where an agency's clients sign in: its verified custom domain (https), else its verified product
 * sub-domain (the portal URL's scheme and port on that host), else the portal's own URL (the
 * dashboard's when none is configured). No trailing slash.
 */
export function clientPortalUrl(
  deps: Pick<CoreDeps, "portalDomains" | "portalUrl" | "dashboardUrl">,
  agency: {
    customDomain: string | null;
    isVerifiedCustomDomain: boolean;
    VGsubDomain: string | null;
    isVerifiedSubDomain: boolean;
  },
): string {
  const portalUrl = (deps.portalUrl ?? deps.dashboardUrl).replace(/\/+$/, "");
  if (agency.customDomain && agency.isVerifiedCustomDomain) {
    return deps.portalDomains
      ? customDomainUrl(deps.portalDomains, agency.customDomain)
      : `https://${agency.customDomain}`;
  }
  if (agency.VGsubDomain && agency.isVerifiedSubDomain) {
    if (deps.portalDomains) return portalUrlOn(deps.portalDomains, agency.VGsubDomain);
    const url = new URL(portalUrl);
    url.hostname = agency.VGsubDomain;
    return url.origin;
  }
  return portalUrl;
}
