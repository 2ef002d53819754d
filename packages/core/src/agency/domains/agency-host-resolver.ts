import type { Db, Region, RegionalDb } from "@parlo/db";
import { listenToChannel } from "@parlo/db";
import { classifyPortalHost } from "@parlo/tenancy";

/** The NOTIFY channel a domain change is announced on (payload: the host name that changed). */
export const AGENCY_DOMAINS_CHANNEL = "agency_domains";

export type ResolvedPortalHost =
  /** the portal's own address: no agency */
  | { kind: "root" }
  | { kind: "agency"; host: string; region: Region; agencyId: string; workspaceId: string }
  /** an IP address, a malformed name, or a name no agency has verified */
  | { kind: "unknown" };

/**
 * The agency serving a host name (already normalised, see `hostNameOf`): a verified product
 * sub-domain or a verified custom domain, looked up in every region. Uncached.
 */
export async function findAgencyByHost(
  db: RegionalDb,
  host: string,
): Promise<{ region: Region; agencyId: string; workspaceId: string } | null> {
  const found = await Promise.all(
    db.all().map(async ([region, client]) => {
      const row = await client.agency.findFirst({
        where: {
          OR: [
            { VGsubDomain: host, isVerifiedSubDomain: true },
            { customDomain: host, isVerifiedCustomDomain: true },
          ],
        },
        select: { id: true, userId: true },
      });
      return row ? { region, agencyId: row.id, workspaceId: row.userId } : null;
    }),
  );
  return found.find((match) => match !== null) ?? null;
}

/** Tells every app instance that a host's agency may have changed (see `watchAgencyDomainChanges`). */
export async function announceAgencyDomainChange(db: Db, host: string | null | undefined): Promise<void> {
  if (!host) return;
  await db.$executeRaw`SELECT pg_notify(${AGENCY_DOMAINS_CHANNEL}, ${host})`;
}

export interface AgencyHostResolver {
  resolve(hostHeader: string | null | undefined): Promise<ResolvedPortalHost>;
  /** forget one host name, or everything */
  invalidate(host?: string): void;
}

interface Entry {
  value: ResolvedPortalHost;
  expiresAt: number;
}

/**
 * Resolves a request's Host to its agency with an in-memory cache: found hosts for `ttlMs`,
 * unknown ones for `missTtlMs` (so a flood of made-up names costs one look-up each, and at most
 * `maxEntries` are kept). A domain change invalidates its entry at once through
 * `watchAgencyDomainChanges`; the time limits only cover a missed announcement.
 */
export function createAgencyHostResolver(options: {
  db: RegionalDb;
  rootDomain: string;
  ttlMs?: number;
  missTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): AgencyHostResolver {
  const ttlMs = options.ttlMs ?? 60_000;
  const missTtlMs = options.missTtlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<ResolvedPortalHost>>();
  let generation = 0;

  const lookUp = async (host: string): Promise<ResolvedPortalHost> => {
    const startedIn = generation;
    const match = await findAgencyByHost(options.db, host);
    const value: ResolvedPortalHost = match ? { kind: "agency", host, ...match } : { kind: "unknown" };
    // an invalidation while the look-up ran may have made its answer stale: do not keep it
    if (startedIn === generation) {
      if (cache.size >= maxEntries) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(host, { value, expiresAt: now() + (match ? ttlMs : missTtlMs) });
    }
    return value;
  };

  return {
    async resolve(hostHeader) {
      const classified = classifyPortalHost(hostHeader, options.rootDomain);
      if (classified.kind === "invalid") return { kind: "unknown" };
      if (classified.kind === "root") return { kind: "root" };
      const host = classified.host;
      const hit = cache.get(host);
      if (hit && hit.expiresAt > now()) return hit.value;
      let inFlight = pending.get(host);
      if (!inFlight) {
        inFlight = lookUp(host).finally(() => pending.delete(host));
        pending.set(host, inFlight);
      }
      return inFlight;
    },
    invalidate(host) {
      generation += 1;
      if (host === undefined) cache.clear();
      else cache.delete(host);
    },
  };
}

/**
 * Keeps a resolver's cache true across app instances: listens to the domain-change channel in
 * every region and forgets the announced host (everything after a lost connection).
 */
export function watchAgencyDomainChanges(
  db: RegionalDb,
  resolver: AgencyHostResolver,
): { ready: Promise<void>; stop: () => Promise<void> } {
  const listeners = db
    .all()
    .map(([, client]) =>
      listenToChannel(client, AGENCY_DOMAINS_CHANNEL, (host) => resolver.invalidate(host ?? undefined)),
    );
  return {
    ready: Promise.all(listeners.map((listener) => listener.ready)).then(() => undefined),
    stop: () => Promise.all(listeners.map((listener) => listener.stop())).then(() => undefined),
  };
}
