import type { Region, RegionalDb } from "@parlo/db";
import { PUSH_LIMITS } from "@parlo/validators";
import webpush from "web-push";
import { FetchLimitError, FetchNetworkError, SsrfBlockedError } from "../net/fetch-errors";
import { guardedFetch, type FetchGuardConfig } from "../net/ssrf-guard";
import { pushPayload } from "./push-payload";
import { pushRegions, removePushSubscription } from "./push-subscriptions";
import { platformVapidKeys } from "./vapid-keys";
import type { PushDeliveryReport, VapidKeys, WebPushConfig } from "./web-push-config";

/** One recipient's notification, as its push shows it. */
export interface PushNotification {
  /** "user:{id}" or "client:{id}" */
  recipient: string;
  /** the notification's id: the push's tag */
  id: string;
  /** where a click goes in the recipient's app */
  urlPathname: string;
}

/** How long one push service has to answer, and how much of its answer is read. */
const PUSH_SEND_TIMEOUT_MS = 10_000;
const PUSH_ANSWER_MAX_BYTES = 16 * 1024;
/** pushes sent at once (a workspace's members and an org's clients, each with a few browsers) */
const PUSH_CONCURRENCY = 8;
/** subscriptions one notification reaches at most */
const PUSH_MAX_SUBSCRIPTIONS = 1000;

type Outcome = "sent" | "gone" | "failed";

/** What a log line may say of a subscription: its recipient kind and the push service's origin (the path is a capability). */
function describe(endpoint: string, recipient: string): string {
  let origin = "an invalid endpoint";
  try {
    origin = new URL(endpoint).origin;
  } catch {
    // stays as said
  }
  return `${recipient.split(":")[0] ?? "recipient"} subscription at ${origin}`;
}

async function sendOne(options: {
  subscription: { recipient: string; endpoint: string; p256dh: string; auth: string };
  payload: string;
  level: number;
  keys: VapidKeys;
  subject: string;
  fetchGuard: FetchGuardConfig | undefined;
}): Promise<Outcome | number> {
  const { subscription } = options;
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    options.payload,
    {
      vapidDetails: {
        subject: options.subject,
        publicKey: options.keys.publicKey,
        privateKey: options.keys.privateKey,
      },
      TTL: PUSH_LIMITS.ttlSeconds,
      urgency: options.level >= 2 ? "high" : "normal",
      contentEncoding: "aes128gcm",
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // the guard sets the length itself
    if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  }
  // the endpoint is a URL someone's browser gave: resolved, checked and pinned by the SSRF guard
  const response = await guardedFetch(
    details.endpoint,
    { method: "POST", headers, body: details.body ?? undefined },
    {
      ...options.fetchGuard,
      timeoutMs: PUSH_SEND_TIMEOUT_MS,
      maxBytes: PUSH_ANSWER_MAX_BYTES,
      truncateOverMaxBytes: true,
      maxRedirects: 0,
    },
  );
  if (response.ok) return "sent";
  if (response.status === 404 || response.status === 410) return "gone";
  return response.status;
}

/**
 * Sends a notification as a Web Push to every browser its recipients subscribed (those that take
 * push: NotificationRecipient.push), encrypted for each (RFC 8291, aes128gcm) and signed with the
 * platform's VAPID key (RFC 8292), through the SSRF guard. A push service's 404 or 410 deletes the
 * subscription; any other failure is logged (the recipient kind, the push service's origin and
 * the reason; never keys or the endpoint's path) and counted. Never throws.
 */
export async function deliverPush(options: {
  db: RegionalDb;
  region: Region;
  webPush: WebPushConfig;
  fetchGuard?: FetchGuardConfig;
  title: string;
  body: string;
  level: number;
  notifications: readonly PushNotification[];
}): Promise<PushDeliveryReport> {
  const report: PushDeliveryReport = { sent: 0, gone: 0, failed: 0 };
  if (options.notifications.length === 0) return report;
  const byRecipient = new Map(options.notifications.map((notification) => [notification.recipient, notification]));
  let subscriptions;
  let keys: VapidKeys;
  try {
    subscriptions = await options.db.for(options.region).pushSubscription.findMany({
      where: { recipient: { in: [...byRecipient.keys()] } },
      select: { recipient: true, endpoint: true, p256dh: true, auth: true },
      orderBy: { createdAt: "desc" },
      take: PUSH_MAX_SUBSCRIPTIONS,
    });
    if (subscriptions.length === 0) return report;
    keys = await platformVapidKeys(options.db, options.webPush.keys);
  } catch (error) {
    console.error("push: could not read the subscriptions or keys:", error instanceof Error ? error.message : error);
    return { ...report, failed: 1 };
  }

  const queue = [...subscriptions];
  const worker = async () => {
    for (let subscription = queue.shift(); subscription; subscription = queue.shift()) {
      const notification = byRecipient.get(subscription.recipient);
      if (!notification) continue;
      const what = describe(subscription.endpoint, subscription.recipient);
      let outcome: Outcome | number;
      try {
        outcome = await sendOne({
          subscription,
          payload: pushPayload({
            title: options.title,
            body: options.body,
            url: notification.urlPathname,
            tag: notification.id,
          }),
          level: options.level,
          keys,
          subject: options.webPush.subject,
          fetchGuard: options.fetchGuard,
        });
      } catch (error) {
        const known =
          error instanceof SsrfBlockedError || error instanceof FetchLimitError || error instanceof FetchNetworkError;
        console.error(`push: not sent to a ${what}:`, known ? error.message : "the push could not be prepared");
        report.failed++;
        continue;
      }
      if (outcome === "sent") {
        report.sent++;
      } else if (outcome === "gone") {
        report.gone++;
        try {
          await removePushSubscription({
            db: options.db,
            regions: pushRegions(options.db, subscription.recipient, options.region),
            recipient: subscription.recipient,
            endpoint: subscription.endpoint,
          });
        } catch (error) {
          console.error(`push: a gone ${what} could not be deleted:`, error instanceof Error ? error.message : error);
        }
      } else {
        console.error(`push: a ${what} answered ${outcome}`);
        report.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, queue.length) }, worker));
  return report;
}
