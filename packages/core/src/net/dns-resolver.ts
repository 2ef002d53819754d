import { Resolver } from "node:dns/promises";

/**
 * The resolver domain checks ask: the given servers (`ip` or `ip:port`, e.g. a local DNS in
 * tests), or the system's resolvers when none are given. Short timeouts: a check that cannot
 * reach DNS reports "not verified yet" and the panel asks again.
 */
export function createDnsResolver(servers: readonly string[]): Resolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** A DNS name compared case-insensitively and without its trailing dot. */
export const dnsName = (name: string): string => name.toLowerCase().replace(/\.$/, "");
