"use client";

import { Button, cn, EmptyState } from "@parlo/ui";
import { Drawer } from "@parlo/ui/drawer";
import { Icon } from "@parlo/ui/icon";
import { useToast } from "@parlo/ui/toaster";
import { NOTIFICATION_MESSAGES, type TNotification, type TNotificationsOutput } from "@parlo/validators";
import { Bell } from "lucide";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { SwitchRow } from "../editor/switch-row";
import { browserAlertsOn, setBrowserAlerts } from "./browser-alerts";
import { subscribeBrowserPush, unsubscribeBrowserPush } from "./browser-push";
import type { NotificationSource } from "./notification-source";

const timeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "2 minutes ago", "yesterday". */
function ago(ts: Date, now: Date): string {
  const seconds = Math.round((ts.getTime() - now.getTime()) / 1000);
  if (seconds > -60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return timeFormat.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours > -24) return timeFormat.format(hours, "hour");
  return timeFormat.format(Math.round(hours / 24), "day");
}

/**
 * The notification panel (section 2): the viewer's settings (the portal's), browser notifications,
 * the list (what it shows is marked seen) with Mark all as read, or the empty state. A click marks
 * the notification read and opens where it points.
 */
export function NotificationPanel({
  data,
  source,
  settings,
  onChange,
  onClose,
}: {
  data: TNotificationsOutput | null;
  source: NotificationSource;
  settings?: ReactNode;
  onChange: (data: TNotificationsOutput) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [alerts, setAlerts] = useState(false);
  const [marking, setMarking] = useState(false);
  const notifications = data?.notifications ?? [];
  const unread = data?.unread ?? 0;

  // subscribing and unsubscribing run one after the other (a quick off never lands before an on)
  const pushQueue = useRef<Promise<void>>(Promise.resolve());
  const queuePush = (task: () => Promise<void>) => {
    const next = pushQueue.current.then(task);
    pushQueue.current = next.catch(() => undefined);
    return next;
  };

  useEffect(() => {
    const on = browserAlertsOn();
    setAlerts(on);
    // the server learns this browser's subscription again (renewed by the browser, or another
    // person signed in here since)
    const push = source.push;
    if (on && push) void queuePush(() => subscribeBrowserPush(push)).catch(() => undefined);
    // only when the panel opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * The browser notifications switch: on asks the permission, then subscribes this browser to
   * Web Push (so notifications arrive while the app is closed too); off unsubscribes it.
   */
  const switchAlerts = async (on: boolean) => {
    const granted = await setBrowserAlerts(on);
    setAlerts(granted);
    if (on && !granted) {
      toast(NOTIFICATION_MESSAGES.browserBlocked, "error", 4000);
      return;
    }
    const push = source.push;
    if (!push) return;
    try {
      await queuePush(() => (granted ? subscribeBrowserPush(push) : unsubscribeBrowserPush(push)));
    } catch {
      if (granted) toast(NOTIFICATION_MESSAGES.pushUnavailable, "error", 5000);
    }
  };

  // what the panel shows is seen: no toast for it later
  useEffect(() => {
    const unseen = notifications.filter((n) => !n.seen).map((n) => n.id);
    if (unseen.length > 0 && source.canMark) void source.mark("seen", unseen).catch(() => undefined);
    // only when the panel opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const markAllRead = async () => {
    setMarking(true);
    try {
      await source.mark("read");
      if (data) onChange({ notifications: notifications.map((n) => ({ ...n, seen: true, read: true })), unread: 0 });
      toast(NOTIFICATION_MESSAGES.allRead, "success", 2000);
    } catch {
      toast("Could not mark the notifications as read. Please try again.", "error", 3000);
    } finally {
      setMarking(false);
    }
  };

  const open = (notification: TNotification) => {
    if (!notification.read && source.canMark) {
      void source.mark("read", [notification.id]).catch(() => undefined);
      if (data) {
        onChange({
          notifications: notifications.map((n) => (n.id === notification.id ? { ...n, seen: true, read: true } : n)),
          unread: Math.max(0, unread - 1),
        });
      }
    }
    onClose();
    router.push(notification.urlPathname);
  };

  const now = new Date();
  return (
    <Drawer title="Notifications" onClose={onClose} className="sm:max-w-md">
      <div
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-4 sm:px-6"
        data-testid="notification-panel"
      >
        {settings}
        <SwitchRow
          id="notifications-browser"
          label="Browser notifications"
          help="Also show new notifications as system alerts, even while this app is closed."
          checked={alerts}
          onChange={(event) => void switchAlerts(event.target.checked)}
        />
        <div className="flex items-center justify-between gap-2 border-t border-border pt-4">
          <h3 className="text-sm font-semibold">{unread > 0 ? `${unread} unread` : "All caught up"}</h3>
          <Button
            variant="outline"
            size="sm"
            loading={marking}
            disabled={unread === 0 || !source.canMark}
            onClick={() => void markAllRead()}
          >
            Mark all as read
          </Button>
        </div>
        {notifications.length === 0 ? (
          <EmptyState
            icon={<Icon node={Bell} />}
            title={NOTIFICATION_MESSAGES.empty}
            description={NOTIFICATION_MESSAGES.emptyBody}
            data-testid="notifications-empty"
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
            aria-label="Notifications"
          >
            {notifications.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  className={cn(
                    "flex w-full items-start gap-3 px-3 py-3 text-left text-sm hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring",
                    !notification.read && "bg-primary/5",
                  )}
                  onClick={() => open(notification)}
                >
                  <span
                    aria-hidden
                    className={cn(
                      "mt-1.5 size-2 shrink-0 rounded-full",
                      notification.read ? "bg-transparent" : "bg-primary",
                    )}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="font-medium">
                      {notification.title}
                      {notification.read ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    {notification.body ? (
                      <span className="line-clamp-2 text-muted-foreground">{notification.body}</span>
                    ) : null}
                    <span className="text-xs text-muted-foreground">{ago(notification.ts, now)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
