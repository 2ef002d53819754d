/** Where the client portal answers and how custom domains are checked (CoreDeps.portalDomains). */
export interface PortalDomainsConfig {
  /** agencies' sub-domains go under it: `{label}.{rootDomain}` */
  rootDomain: string;
  /** what a custom domain's CNAME record must point at */
  cnameTarget: string;
  /** the resolvers verification asks (`ip` or `ip:port`); the system's when empty */
  dnsServers: string[];
  /** the portal's public URL: its scheme and port make the sub-domain's address */
  portalUrl: string;
  /** where the live check reaches a custom domain over HTTPS (443 in production) */
  httpsPort: number;
  /** a PEM file of an extra CA the live check trusts (a test proxy's internal CA) */
  tlsCaFile?: string;
}

/** The configuration from the environment's values (see portalDomainsEnv). */
export function createPortalDomainsConfig(values: {
  portalUrl: string;
  rootDomain?: string;
  cnameTarget?: string;
  dnsServers?: string;
  httpsPort: number;
  tlsCaFile?: string;
}): PortalDomainsConfig {
  const rootDomain = (values.rootDomain ?? new URL(values.portalUrl).hostname).toLowerCase();
  return {
    rootDomain,
    cnameTarget: (values.cnameTarget ?? rootDomain).toLowerCase().replace(/\.$/, ""),
    dnsServers: (values.dnsServers ?? "")
      .split(",")
      .map((server) => server.trim())
      .filter(Boolean),
    portalUrl: values.portalUrl,
    httpsPort: values.httpsPort,
    tlsCaFile: values.tlsCaFile,
  };
}

/** The portal's address on a host name: the portal URL's scheme and port with that host. */
export function portalUrlOn(config: PortalDomainsConfig, host: string): string {
  const url = new URL(config.portalUrl);
  url.hostname = host;
  return url.origin;
}

/** A custom domain's address: https, with the live check's port when it is not 443. */
export function customDomainUrl(config: PortalDomainsConfig, host: string): string {
  return config.httpsPort === 443 ? `https://${host}` : `https://${host}:${config.httpsPort}`;
}
