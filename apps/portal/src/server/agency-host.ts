import "server-only";
import {
  createAgencyHostResolver,
  createPortalDomainsConfig,
  watchAgencyDomainChanges,
  type AgencyHostResolver,
  type ResolvedPortalHost,
} from "@parlo/core/portal";
import { headers } from "next/headers";
import { env } from "@/env";
import { db } from "./db";

export const portalDomains = createPortalDomainsConfig({
  portalUrl: env.NEXT_PUBLIC_PORTAL_URL,
  rootDomain: env.PORTAL_ROOT_DOMAIN,
  cnameTarget: env.PORTAL_CNAME_TARGET,
  dnsServers: env.DNS_SERVERS,
  httpsPort: env.CUSTOM_DOMAIN_HTTPS_PORT,
  tlsCaFile: env.CUSTOM_DOMAIN_TLS_CA_FILE,
});

declare global {
  var parloAgencyHosts: AgencyHostResolver | undefined;
}

/** One cached host resolver per process, kept true by the domain-change channel. */
export function agencyHosts(): AgencyHostResolver {
  if (!globalThis.parloAgencyHosts) {
    const resolver = createAgencyHostResolver({ db, rootDomain: portalDomains.rootDomain });
    watchAgencyDomainChanges(db, resolver);
    globalThis.parloAgencyHosts = resolver;
  }
  return globalThis.parloAgencyHosts;
}

/**
 * The agency this request's Host names. Only `Host` counts: a proxy in front (Caddy) keeps the
 * visitor's Host, and a client-sent X-Forwarded-Host is never trusted.
 */
export async function requestAgencyHost(): Promise<ResolvedPortalHost> {
  const list = await headers();
  return agencyHosts().resolve(list.get("host"));
}
