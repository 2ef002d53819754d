import { createDnsResolver, dnsName } from "../../net/dns-resolver";
import type { PortalDomainsConfig } from "./portal-domains-config";

/**
 * Whether a custom domain points at the portal: its CNAME is the portal's CNAME target, or (a DNS
 * provider that flattens CNAMEs) its addresses are among the target's. Asks the configured
 * resolvers; a failed or empty answer is "not yet".
 */
export async function pointsAtPortal(config: PortalDomainsConfig, host: string): Promise<boolean> {
  const resolver = createDnsResolver(config.dnsServers);
  const target = dnsName(config.cnameTarget);
  const none: string[] = [];
  const cnames = await resolver.resolveCname(host).catch(() => none);
  if (cnames.some((name) => dnsName(name) === target)) return true;
  const [own, targets] = await Promise.all([
    resolver.resolve4(host).catch(() => none),
    resolver.resolve4(target).catch(() => none),
  ]);
  return own.length > 0 && own.every((address) => targets.includes(address));
}
