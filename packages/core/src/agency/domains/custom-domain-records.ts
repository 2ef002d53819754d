import type { TDnsRecord } from "@parlo/validators";
import type { PortalDomainsConfig } from "./portal-domains-config";

/**
 * The record an agency adds for its custom domain: a CNAME from the domain's sub-domain part
 * (`app` of app.agency.com) to the portal's CNAME target.
 */
export function customDomainRecords(config: PortalDomainsConfig, name: string): TDnsRecord[] {
  return [{ type: "CNAME", name, value: config.cnameTarget, ttl: "Auto", priority: null, status: null }];
}
