import { newEntityId, Prisma, type Db } from "@parlo/db";
import { DNS_REMINDER_BUCKETS, enteredByForBucket, type DnsReminderBucket } from "./dns-reminder-buckets";

/** An agency whose unverified custom domain has a reminder due that it has not had yet. */
export interface DueDnsReminder {
  agencyId: string;
  workspaceId: string;
  agencyName: string;
  host: string;
  setAt: Date;
}

/**
 * The reminder rows of the domain's current wait: rows of a previous wait (the same domain entered
 * again, or lost and waiting again) are older than its `customDomainSetAt` and do not count.
 */
const CURRENT_ROUND = Prisma.sql`r."agencyId" = a."id" AND r."domain" = a."customDomain" AND r."timestamp" >= a."customDomainSetAt"`;

/**
 * Agencies of a region whose custom domain is unverified and whose latest due bucket has no
 * reminder of the current wait yet, longest waiting first, at most `limit`.
 */
export async function findDueDnsReminders(db: Db, now: Date, limit: number): Promise<DueDnsReminder[]> {
  const latestFirst = [...DNS_REMINDER_BUCKETS].reverse();
  // the bucket due for each row, the same rule as dueDnsReminderBucket
  const dueBucket = Prisma.sql`CASE ${Prisma.join(
    latestFirst.map(
      (bucket) => Prisma.sql`WHEN a."customDomainSetAt" <= ${enteredByForBucket(now, bucket)} THEN ${bucket.bucket}`,
    ),
    " ",
  )} END`;
  return db.$queryRaw<DueDnsReminder[]>`
    SELECT a."id" AS "agencyId", a."userId" AS "workspaceId", a."name" AS "agencyName",
           a."customDomain" AS "host", a."customDomainSetAt" AS "setAt"
    FROM "Agency" a
    WHERE a."customDomain" IS NOT NULL
      AND NOT a."isVerifiedCustomDomain"
      AND a."customDomainSetAt" <= ${enteredByForBucket(now, DNS_REMINDER_BUCKETS[0])}
      AND NOT EXISTS (
        SELECT 1 FROM "dns_reminders" r WHERE ${CURRENT_ROUND} AND r."bucket" = ${dueBucket}
      )
    ORDER BY a."customDomainSetAt" ASC
    LIMIT ${limit}`;
}

/**
 * Claims a bucket's reminder before it is sent: inserts its row (sent = false) while the agency
 * still has this domain unverified. The unique (agencyId, domain, bucket) index makes it
 * insert-or-skip: of two runs at once, one gets the row and the other nothing, so one e-mail goes.
 * A row of a previous wait of the same domain is taken over instead. Answers the row's id, or null
 * when someone else has the claim.
 */
export async function claimDnsReminder(
  db: Db,
  claim: { agencyId: string; host: string; setAt: Date; bucket: DnsReminderBucket; userEmail: string; now: Date },
): Promise<string | null> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    INSERT INTO "dns_reminders" ("id", "agencyId", "domain", "agencyName", "userEmail", "bucket", "timestamp", "sent")
    SELECT ${newEntityId()}, a."id", a."customDomain", a."name", ${claim.userEmail}, ${claim.bucket.bucket}, ${claim.now}, false
    FROM "Agency" a
    WHERE a."id" = ${claim.agencyId} AND a."customDomain" = ${claim.host} AND NOT a."isVerifiedCustomDomain"
    ON CONFLICT ("agencyId", "domain", "bucket") DO UPDATE
      SET "timestamp" = EXCLUDED."timestamp", "sent" = false,
          "agencyName" = EXCLUDED."agencyName", "userEmail" = EXCLUDED."userEmail"
      WHERE "dns_reminders"."timestamp" < ${claim.setAt}
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

/** The claimed reminder went out. */
export async function markDnsReminderSent(db: Db, id: string): Promise<void> {
  await db.dnsReminder.update({ where: { id }, data: { sent: true } });
}

/** The e-mail could not be sent: the claim is given up so that a later run tries again. */
export async function releaseDnsReminder(db: Db, id: string): Promise<void> {
  await db.dnsReminder.deleteMany({ where: { id, sent: false } });
}
