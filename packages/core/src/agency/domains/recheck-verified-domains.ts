import type { Db, Region } from "@parlo/db";
import { customDomainLostEmail } from "@parlo/email";
import { agencyOwnerEmail } from "./agency-owner-email";
import { announceAgencyDomainChange } from "./agency-host-resolver";
import { pointsAtPortal } from "./custom-domain-dns";
import { portalDomainsOf } from "./domain-deps";
import { agencyDomainsTabUrl, recordsForCustomDomain } from "./domain-email-parts";
import { regionsOf, type DomainJobDeps } from "./domain-job-deps";
import { eachLimited } from "./each-limited";

/** How long a verified custom domain goes unchecked (6 hours). */
export const DOMAIN_RECHECK_INTERVAL_MS = 6 * 3_600_000;
/** Domains looked up per region and run at most (the rest wait for the next run). */
export const DOMAIN_RECHECK_BATCH = 100;
/** A domain found not pointing at the portal is asked again after this long before it is dropped. */
export const DOMAIN_RECHECK_CONFIRM_MS = 2000;
const CONCURRENCY = 4;

export interface DomainRecheckRun {
  /** domains still pointing at the portal (customDomainCheckedAt moved to now) */
  pointing: number;
  /** domains marked unverified, announced and e-mailed about */
  lost: number;
  /** domains whose check failed (logged; the next run tries again) */
  failed: number;
}

interface VerifiedDomain {
  id: string;
  userId: string;
  name: string;
  customDomain: string | null;
  customDomainCheckedAt: Date | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stillPoints(deps: DomainJobDeps, host: string, confirmDelayMs: number): Promise<boolean> {
  const config = portalDomainsOf(deps);
  if (await pointsAtPortal(config, host)) return true;
  // one more look-up a moment later, so that a DNS hiccup does not take a live domain down
  await sleep(confirmDelayMs);
  return pointsAtPortal(config, host);
}

async function recheck(
  deps: DomainJobDeps,
  region: Region,
  db: Db,
  agency: VerifiedDomain,
  options: { now: Date; confirmDelayMs: number },
): Promise<"pointing" | "lost" | "skipped"> {
  const host = agency.customDomain;
  if (!host) return "skipped";
  const same = {
    id: agency.id,
    customDomain: host,
    isVerifiedCustomDomain: true,
    customDomainCheckedAt: agency.customDomainCheckedAt,
  };
  if (await stillPoints(deps, host, options.confirmDelayMs)) {
    await db.agency.updateMany({
      where: { id: agency.id, customDomain: host, isVerifiedCustomDomain: true },
      data: { customDomainCheckedAt: options.now },
    });
    return "pointing";
  }
  // only while nothing changed since it was read (another run, a Cancel, a new verification)
  const dropped = await db.agency.updateMany({
    where: same,
    data: { isVerifiedCustomDomain: false, customDomainSetAt: options.now, customDomainCheckedAt: null },
  });
  if (dropped.count === 0) return "skipped";
  await announceAgencyDomainChange(db, host);
  const to = await agencyOwnerEmail(deps.db, region, agency.userId);
  if (!to) {
    console.error(`domain re-check: agency ${agency.id} (${region}) has no owner e-mail`);
    return "lost";
  }
  const email = customDomainLostEmail({
    brandName: deps.brandName,
    agencyName: agency.name,
    domain: host,
    records: recordsForCustomDomain(portalDomainsOf(deps), host),
    domainsUrl: agencyDomainsTabUrl(deps.dashboardUrl, region),
  });
  await deps.mailer.send({ to, ...email }).catch((error: unknown) => {
    console.error(`domain re-check: the e-mail about ${host} to ${to} could not be sent:`, error);
  });
  return "lost";
}

/**
 * The periodic re-check of verified custom domains: those not checked for `intervalMs` (6 hours)
 * are looked up again, least recently checked first and at most `limit` per region. One still
 * pointing at the portal gets customDomainCheckedAt = now; one that no longer does (after a
 * second look-up) is marked unverified with customDomainSetAt = now (so DNS reminders start
 * again), announced (the portal stops serving it) and its workspace owner is e-mailed the record
 * to put back. Of two runs at once, one drops the domain and sends the e-mail.
 */
export async function recheckVerifiedDomains(options: {
  deps: DomainJobDeps;
  now?: Date;
  /** the regions to run in (all by default; the cron of a region passes its own) */
  regions?: readonly Region[];
  intervalMs?: number;
  limit?: number;
  /** the wait before the confirming look-up (2 s) */
  confirmDelayMs?: number;
}): Promise<DomainRecheckRun> {
  const { deps } = options;
  portalDomainsOf(deps);
  const now = options.now ?? deps.now?.() ?? new Date();
  const checkedBefore = new Date(now.getTime() - (options.intervalMs ?? DOMAIN_RECHECK_INTERVAL_MS));
  const confirmDelayMs = options.confirmDelayMs ?? DOMAIN_RECHECK_CONFIRM_MS;
  const run: DomainRecheckRun = { pointing: 0, lost: 0, failed: 0 };
  for (const region of regionsOf(deps, options.regions)) {
    const db = deps.db.for(region);
    const due = await db.agency.findMany({
      where: {
        customDomain: { not: null },
        isVerifiedCustomDomain: true,
        OR: [{ customDomainCheckedAt: null }, { customDomainCheckedAt: { lt: checkedBefore } }],
      },
      orderBy: { customDomainCheckedAt: { sort: "asc", nulls: "first" } },
      take: options.limit ?? DOMAIN_RECHECK_BATCH,
      select: { id: true, userId: true, name: true, customDomain: true, customDomainCheckedAt: true },
    });
    await eachLimited(
      due,
      CONCURRENCY,
      async (agency) => {
        const outcome = await recheck(deps, region, db, agency, { now, confirmDelayMs });
        if (outcome !== "skipped") run[outcome] += 1;
      },
      (agency, error) => {
        run.failed += 1;
        console.error(`domain re-check: agency ${agency.id} (${region}) failed:`, error);
      },
    );
  }
  return run;
}
