import type { Region, RegionalDb } from "@parlo/db";
import { NOTIFICATION_LIMITS, type TNotificationsOutput } from "@parlo/validators";

const SELECT = {
  id: true,
  kind: true,
  title: true,
  body: true,
  urlPathname: true,
  level: true,
  seen: true,
  read: true,
  ts: true,
} as const;

/**
 * A recipient's bell in a workspace: the latest 5 notifications of each level, newest first, and
 * how many of all of them are unread.
 */
export async function listNotifications(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  recipient: string;
}): Promise<TNotificationsOutput> {
  const db = options.db.for(options.region);
  const where = { recipient: options.recipient, workspaceId: options.workspaceId };
  const [requests, messages, unread] = await Promise.all([
    db.notification.findMany({
      where: { ...where, level: 2 },
      select: SELECT,
      orderBy: [{ ts: "desc" }, { id: "desc" }],
      take: NOTIFICATION_LIMITS.perLevel,
    }),
    db.notification.findMany({
      where: { ...where, level: 1 },
      select: SELECT,
      orderBy: [{ ts: "desc" }, { id: "desc" }],
      take: NOTIFICATION_LIMITS.perLevel,
    }),
    db.notification.count({ where: { ...where, read: false } }),
  ]);
  const notifications = [...requests, ...messages].sort(
    (a, b) => b.ts.getTime() - a.ts.getTime() || (a.id < b.id ? 1 : -1),
  );
  return { notifications, unread };
}

/**
 * Marks the recipient's notifications seen (shown) or read (clicked, Mark all as read; read is
 * seen too): those given, or all of them. Answers how many changed.
 */
export async function markNotifications(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  recipient: string;
  ids?: readonly string[];
  as: "seen" | "read";
}): Promise<{ marked: number }> {
  const { count } = await options.db.for(options.region).notification.updateMany({
    where: {
      recipient: options.recipient,
      workspaceId: options.workspaceId,
      ...(options.as === "read" ? { read: false } : { seen: false }),
      ...(options.ids ? { id: { in: [...options.ids] } } : {}),
    },
    data: options.as === "read" ? { read: true, seen: true } : { seen: true },
  });
  return { marked: count };
}
