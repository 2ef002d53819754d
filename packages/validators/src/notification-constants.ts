/** Notification limits, kinds and messages (constants only: the bells import them without the schemas). */

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
  pushUnavailable: "This browser cannot receive push notifications: they show only while this page is open.",
} as const;
