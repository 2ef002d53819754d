/**
 * The SSRF allow-list (SSRF_ALLOWED_HOSTS): comma-separated `host` or `host:port` entries whose
 * addresses a server-side fetch may reach even when they are private or loopback, for local fixture
 * sites in tests and development. Empty (nothing allowed) by default. IPv6 hosts are written in
 * brackets: `[::1]:8080`.
 */
export interface AllowedHost {
  /** lower-case host name or IP address, without brackets */
  host: string;
  /** the only port allowed, or undefined for every port */
  port?: number;
}

const ENTRY = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_.-]+))(?::(\d{1,5}))?$/i;

/** One entry, or null when it is not `host`, `host:port`, `[ipv6]` or `[ipv6]:port`. */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const match = ENTRY.exec(entry.trim());
  if (!match) return null;
  const host = (match[1] ?? match[2] ?? "").toLowerCase();
  if (!host) return null;
  if (match[3] === undefined) return { host };
  const port = Number(match[3]);
  return port >= 1 && port <= 65_535 ? { host, port } : null;
}

/** The entries of a comma-separated list; throws on an entry that is not a host or host:port. */
export function parseAllowedHosts(value: string | readonly string[] | undefined): AllowedHost[] {
  const entries = typeof value === "string" ? value.split(",") : (value ?? []);
  return entries
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const parsed = parseAllowedHost(entry);
      if (!parsed) throw new Error(`SSRF_ALLOWED_HOSTS: "${entry}" is not a host or host:port`);
      return parsed;
    });
}

/** Whether a URL's host name and port (as written, brackets stripped) are on the allow-list. */
export function isAllowedHost(allowed: readonly AllowedHost[], host: string, port: number): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) => entry.host === name && (entry.port === undefined || entry.port === port));
}
