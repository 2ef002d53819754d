import type { Region, RegionalDb } from "@parlo/db";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import { deliverPush, type PushNotification } from "./deliver-push";
import type { PushDeliveryReport, WebPushConfig } from "./web-push-config";

/** What sending Web Push needs of CoreDeps (a CoreDeps passes as it is). */
export interface PushDeps {
  webPush?: WebPushConfig | null;
  fetchGuard?: FetchGuardConfig;
}

/**
 * Starts the Web Push of committed notifications without waiting for it (the event's response
 * never does); `webPush.onDelivery` is handed the delivery (tests await it). Nothing without the
 * Web Push configuration or without recipients who take push.
 */
export function schedulePush(options: {
  db: RegionalDb;
  region: Region;
  push: PushDeps | undefined;
  title: string;
  body: string;
  level: number;
  notifications: readonly PushNotification[];
}): void {
  const webPush = options.push?.webPush;
  if (!webPush || options.notifications.length === 0) return;
  const delivery: Promise<PushDeliveryReport> = deliverPush({
    db: options.db,
    region: options.region,
    webPush,
    fetchGuard: options.push?.fetchGuard,
    title: options.title,
    body: options.body,
    level: options.level,
    notifications: options.notifications,
  }).catch((error: unknown) => {
    console.error("push: delivery failed:", error instanceof Error ? error.message : error);
    return { sent: 0, gone: 0, failed: 1 };
  });
  webPush.onDelivery?.(delivery);
}
