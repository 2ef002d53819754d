/**
 * Notifications (agency-shell-dashboards.md sections 2 "Notification panel", 3 "Notification", 4
 * and 9): what the bell of the client portal and of the owner's dashboard lists.
 */
import { z } from "zod";
import { NOTIFY_IF_LEVELS, type TNotifyIf } from "./clients/client-fields";
import { ZWorkspaceScopeInput } from "./workspace";

export * from "./notification-constants";

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
