/**
 * Host names as the portal receives them. Pure and edge-safe (no Node APIs): the portal's request
 * handling and the dashboard's domain checks share it.
 */

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A domain as the spec wants it typed: lower case, no spaces. */
export function domainText(value: string): string {
  return value.toLowerCase().replace(/\s+/g, "");
}

/** True for a DNS host name of letters, digits and hyphens (no IP address, no port, no scheme). */
export function isHostName(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  // an all-numeric last label is an IPv4 address, not a domain
  return !/^\d+$/.test(labels.at(-1) ?? "");
}

/**
 * The host name of a `Host` header: lower case, without the port and a trailing dot; null for an
 * empty, malformed or IP-address host (the portal serves agencies by name only).
 */
export function hostNameOf(hostHeader: string | null | undefined): string | null {
  const raw = hostHeader?.trim().toLowerCase() ?? "";
  if (!raw || raw.startsWith("[")) return null;
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(raw);
  const name = match?.[1]?.replace(/\.$/, "");
  if (!name) return null;
  // `localhost` itself has one label; it is the development root, never an agency
  if (name === "localhost") return name;
  return isHostName(name) ? name : null;
}

export type PortalHost =
  /** the portal's own address (no agency) */
  | { kind: "root"; host: string }
  /** `{label}.{root}`: an agency's product sub-domain */
  | { kind: "subdomain"; host: string; label: string }
  /** any other name: an agency's custom domain, if one is verified for it */
  | { kind: "custom"; host: string }
  | { kind: "invalid" };

/**
 * What a request's `Host` names, given the portal's root domain (PORTAL_ROOT_DOMAIN, e.g.
 * `portal.example.com`, or `localhost` in development where `{sub}.localhost:{port}` reaches the
 * portal without DNS). Only one label may precede the root.
 */
export function classifyPortalHost(hostHeader: string | null | undefined, rootDomain: string): PortalHost {
  const host = hostNameOf(hostHeader);
  if (!host) return { kind: "invalid" };
  const root = rootDomain.toLowerCase();
  if (host === root) return { kind: "root", host };
  if (host.endsWith(`.${root}`)) {
    const label = host.slice(0, -root.length - 1);
    return LABEL.test(label) ? { kind: "subdomain", host, label } : { kind: "invalid" };
  }
  return { kind: "custom", host };
}
