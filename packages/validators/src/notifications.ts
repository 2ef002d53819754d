/**
 * Notifications (agency-shell-dashboards.md sections 2 "Notification panel", 3 "Notification", 4
 * and 9): what the bell of the client portal and of the owner's dashboard lists.
 */
import { z } from "zod";
import { NOTIFY_IF_LEVELS, type TNotifyIf } from "./clients/client-fields";
import { ZWorkspaceScopeInput } from "./workspace";

export const NOTIFICATION_LIMITS = {
  /** the list keeps the latest 5 of each level */
  perLevel: 5,
  /** a toast and a sound only for the newest notification under 180 s old */
  freshSeconds: 180,
  toastMs: 5000,
} as const;

/** A balance that falls under this many credits gets a low-credits notification (once per fall). */
export const LOW_CREDITS_THRESHOLD = 100;

/** The PostgreSQL NOTIFY channel: its payload lists the recipients that have something new. */
export const NOTIFICATIONS_CHANNEL = "notifications";

export const NOTIFICATION_KINDS = ["handoff_request", "new_lead", "low_credits", "announcement"] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** 1: every message; 2: requests and what needs action. */
export const NOTIFICATION_LEVELS = { message: 1, request: 2 } as const;

export const NOTIFICATION_MESSAGES = {
  empty: "No notifications yet",
  emptyBody: "Requests for a person, new leads and low credits show up here.",
  allRead: "All notifications marked as read",
  browserBlocked: "Your browser blocks notifications from this site.",
} as const;

/** Whether a notification of `level` reaches a client whose settings say `notifyIf` (None: nothing). */
export function reachesClient(level: number, notifyIf: TNotifyIf): boolean {
  const least = NOTIFY_IF_LEVELS[notifyIf];
  return least > 0 && level >= least;
}

export const ZNotification = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  urlPathname: z.string(),
  level: z.number().int(),
  /** shown (a toast or the panel): not toasted again */
  seen: z.boolean(),
  /** clicked or marked read: no unread dot for it */
  read: z.boolean(),
  ts: z.date(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The bell's list (the latest of each level, newest first) and how many are unread in all. */
export const ZNotificationsOutput = z.object({ notifications: z.array(ZNotification), unread: z.number().int() });
export type TNotificationsOutput = z.infer<typeof ZNotificationsOutput>;

/**
 * Marks notifications `seen` (shown: a toast, the panel) or `read` (clicked; without ids: Mark all
 * as read, every one of the viewer's). Read is seen too.
 */
export const ZMarkNotificationsInput = z.object({
  ids: z.array(z.string().max(20)).max(50).optional(),
  as: z.enum(["seen", "read"]),
});
export type TMarkNotificationsInput = z.input<typeof ZMarkNotificationsInput>;
export const ZMarkNotificationsOutput = z.object({ marked: z.number().int() });

export const ZWorkspaceNotificationsInput = ZWorkspaceScopeInput;
export const ZWorkspaceMarkNotificationsInput = ZWorkspaceScopeInput.extend(ZMarkNotificationsInput.shape);
