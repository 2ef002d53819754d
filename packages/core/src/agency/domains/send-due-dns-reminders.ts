import type { Db, Region } from "@parlo/db";
import { dnsReminderEmail } from "@parlo/email";
import { agencyOwnerEmail } from "./agency-owner-email";
import { pointsAtPortal } from "./custom-domain-dns";
import { dueDnsReminderBucket } from "./dns-reminder-buckets";
import {
  claimDnsReminder,
  findDueDnsReminders,
  markDnsReminderSent,
  releaseDnsReminder,
  type DueDnsReminder,
} from "./dns-reminder-claims";
import { portalDomainsOf } from "./domain-deps";
import { agencyDomainsTabUrl, recordsForCustomDomain } from "./domain-email-parts";
import { regionsOf, type DomainJobDeps } from "./domain-job-deps";
import { eachLimited } from "./each-limited";
import { markCustomDomainVerified } from "./mark-custom-domain-verified";

/** Agencies looked at per region and run at most (the rest wait for the next run). */
export const DNS_REMINDER_BATCH = 50;
const CONCURRENCY = 4;

export interface DnsReminderRun {
  /** reminder e-mails sent */
  reminded: number;
  /** domains found pointing at the portal and marked verified instead */
  verified: number;
  /** agencies whose turn failed (logged; a later run tries again) */
  failed: number;
}

type Outcome = "reminded" | "verified" | "skipped";

async function remind(deps: DomainJobDeps, region: Region, db: Db, due: DueDnsReminder, now: Date): Promise<Outcome> {
  const config = portalDomainsOf(deps);
  const bucket = dueDnsReminderBucket(due.setAt, now);
  if (!bucket) return "skipped";
  if (await pointsAtPortal(config, due.host)) {
    return (await markCustomDomainVerified(db, { id: due.agencyId, host: due.host }, now)) ? "verified" : "skipped";
  }
  const to = await agencyOwnerEmail(deps.db, region, due.workspaceId);
  // without an address the claim is still taken (sent = false), so the agency is not looked at again
  const claim = await claimDnsReminder(db, { ...due, bucket, userEmail: to ?? "", now });
  if (!claim) return "skipped";
  if (!to) {
    console.error(`dns reminders: agency ${due.agencyId} (${region}) has no owner e-mail`);
    return "skipped";
  }
  const email = dnsReminderEmail({
    brandName: deps.brandName,
    agencyName: due.agencyName,
    domain: due.host,
    days: bucket.days,
    records: recordsForCustomDomain(config, due.host),
    domainsUrl: agencyDomainsTabUrl(deps.dashboardUrl, region),
  });
  try {
    await deps.mailer.send({ to, ...email });
  } catch (error) {
    await releaseDnsReminder(db, claim);
    throw error;
  }
  await markDnsReminderSent(db, claim);
  return "reminded";
}

/**
 * The DNS reminder run: each agency whose custom domain is still unverified 1, 3 or 7 days after it
 * was entered (`customDomainSetAt`) gets one e-mail to its workspace owner for the latest bucket
 * due, never one bucket twice. Before writing, DNS is asked again: a domain that now points at the
 * portal is marked verified (and announced) and gets nothing. Each reminder is claimed by its
 * dns_reminders row first (see claimDnsReminder), so runs at the same time send it once.
 */
export async function sendDueDnsReminders(options: {
  deps: DomainJobDeps;
  now?: Date;
  /** the regions to run in (all by default; the cron of a region passes its own) */
  regions?: readonly Region[];
  /** agencies per region and run (50) */
  limit?: number;
}): Promise<DnsReminderRun> {
  const { deps } = options;
  portalDomainsOf(deps);
  const now = options.now ?? deps.now?.() ?? new Date();
  const run: DnsReminderRun = { reminded: 0, verified: 0, failed: 0 };
  for (const region of regionsOf(deps, options.regions)) {
    const db = deps.db.for(region);
    const due = await findDueDnsReminders(db, now, options.limit ?? DNS_REMINDER_BATCH);
    await eachLimited(
      due,
      CONCURRENCY,
      async (agency) => {
        const outcome = await remind(deps, region, db, agency, now);
        if (outcome !== "skipped") run[outcome] += 1;
      },
      (agency, error) => {
        run.failed += 1;
        console.error(`dns reminders: agency ${agency.agencyId} (${region}) failed:`, error);
      },
    );
  }
  return run;
}
