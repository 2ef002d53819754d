import type { Region } from "@parlo/db";
import { checkCustomDomain } from "@parlo/tenancy";
import { AGENCY_TABS } from "@parlo/validators";
import { customDomainRecords } from "./custom-domain-records";
import type { PortalDomainsConfig } from "./portal-domains-config";

/** The agency page's Domains tab in the dashboard: `/app/{region}/agency?activeTabIndex={index}`. */
export function agencyDomainsTabUrl(dashboardUrl: string, region: Region): string {
  const url = new URL(`/app/${region}/agency`, dashboardUrl);
  url.searchParams.set("activeTabIndex", String(AGENCY_TABS.indexOf("Domains")));
  return url.toString();
}

/** The records a custom domain needs (its CNAME from the sub-domain part to the portal's target). */
export function recordsForCustomDomain(config: PortalDomainsConfig, host: string) {
  const check = checkCustomDomain(host, []);
  return customDomainRecords(config, check.ok ? check.name : host).map(({ type, name, value }) => ({
    type,
    name,
    value,
  }));
}
