/** The reminders an agency gets while its custom domain stays unverified, by days since it was entered. */
export const DNS_REMINDER_BUCKETS = [
  { bucket: "1d", days: 1 },
  { bucket: "3d", days: 3 },
  { bucket: "7d", days: 7 },
] as const;

export type DnsReminderBucket = (typeof DNS_REMINDER_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** The latest moment a domain can have been entered for a bucket to be due at `now`. */
export function enteredByForBucket(now: Date, bucket: DnsReminderBucket): Date {
  return new Date(now.getTime() - bucket.days * DAY_MS);
}

/**
 * The latest bucket due at `now` for a domain entered at `setAt` (only that one is sent when
 * several are due at once), or null before the first is due.
 */
export function dueDnsReminderBucket(setAt: Date, now: Date): DnsReminderBucket | null {
  let due: DnsReminderBucket | null = null;
  for (const bucket of DNS_REMINDER_BUCKETS) {
    if (setAt.getTime() <= enteredByForBucket(now, bucket).getTime()) due = bucket;
  }
  return due;
}
