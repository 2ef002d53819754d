import { NOTIFICATION_LIMITS } from "@parlo/validators/notification-constants";
import type { TNotification } from "@parlo/validators";

/**
 * The notification to toast (section 4): the newest one, if it has not been shown yet and is under
 * 180 s old; null otherwise (older ones only light the dot).
 */
export function notificationToToast(notifications: readonly TNotification[], now: Date): TNotification | null {
  const newest = notifications.reduce<TNotification | null>(
    (latest, notification) => (!latest || notification.ts > latest.ts ? notification : latest),
    null,
  );
  if (!newest || newest.seen) return null;
  return now.getTime() - newest.ts.getTime() <= NOTIFICATION_LIMITS.freshSeconds * 1000 ? newest : null;
}
