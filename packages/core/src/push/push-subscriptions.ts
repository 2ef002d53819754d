import { randomString, type Region, type RegionalDb } from "@parlo/db";
import { PUSH_LIMITS, type TPushSubscriptionInput } from "@parlo/validators";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import { checkPushEndpoint } from "./push-endpoint";

/**
 * The regions a recipient's push subscriptions are kept in: a client's in its workspace's region; a
 * dashboard person's in every region (their workspaces may be in either, and a notification is
 * sent from its workspace's database).
 */
export function pushRegions(db: RegionalDb, recipient: string, region: Region): Region[] {
  return recipient.startsWith("user:") ? db.all().map(([each]) => each) : [region];
}

/**
 * Keeps a browser's subscription for a recipient ("user:{id}" or "client:{id}"), after checking its
 * endpoint (checkPushEndpoint). Subscribing again updates the keys; a browser that subscribed for
 * someone else before (the same endpoint) is now this recipient's alone; a recipient keeps its 10
 * newest browsers.
 */
export async function savePushSubscription(options: {
  db: RegionalDb;
  regions: readonly Region[];
  recipient: string;
  subscription: TPushSubscriptionInput;
  fetchGuard?: FetchGuardConfig;
}): Promise<void> {
  const { recipient, subscription } = options;
  checkPushEndpoint(subscription.endpoint, options.fetchGuard);
  const { endpoint } = subscription;
  const { p256dh, auth } = subscription.keys;
  await Promise.all(
    options.regions.map((region) => {
      const db = options.db.for(region);
      return db.$transaction([
        db.$executeRaw`DELETE FROM "PushSubscription" WHERE "endpoint" = ${endpoint} AND "recipient" <> ${recipient}`,
        db.$executeRaw`
          INSERT INTO "PushSubscription" ("id", "recipient", "endpoint", "p256dh", "auth")
          VALUES (${randomString(20)}, ${recipient}, ${endpoint}, ${p256dh}, ${auth})
          ON CONFLICT ("recipient", "endpoint")
          DO UPDATE SET "p256dh" = EXCLUDED."p256dh", "auth" = EXCLUDED."auth", "createdAt" = CURRENT_TIMESTAMP`,
        db.$executeRaw`
          DELETE FROM "PushSubscription" WHERE "id" IN (
            SELECT "id" FROM "PushSubscription" WHERE "recipient" = ${recipient}
            ORDER BY "createdAt" DESC, "id" DESC OFFSET ${PUSH_LIMITS.subscriptionsPerRecipient}::int
          )`,
      ]);
    }),
  );
}

/** Forgets a browser's subscription for a recipient (turned off in the panel, or gone at the push service). */
export async function removePushSubscription(options: {
  db: RegionalDb;
  regions: readonly Region[];
  recipient: string;
  endpoint: string;
}): Promise<{ removed: number }> {
  const counts = await Promise.all(
    options.regions.map((region) =>
      options.db
        .for(region)
        .pushSubscription.deleteMany({ where: { recipient: options.recipient, endpoint: options.endpoint } }),
    ),
  );
  return { removed: counts.reduce((total, { count }) => total + count, 0) };
}
