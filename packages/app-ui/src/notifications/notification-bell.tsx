"use client";

import { Icon } from "@parlo/ui/icon";
import { useToast } from "@parlo/ui/toaster";
// (the constants module: the page's first load carries no schemas)
import { NOTIFICATION_LIMITS } from "@parlo/validators/notification-constants";
import type { TNotificationsOutput } from "@parlo/validators";
import { Bell } from "lucide";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { notificationToToast } from "./fresh-notification";
import { browserAlertsOn } from "./browser-alerts";
import type { NotificationSource } from "./notification-source";
import { playNotificationSound } from "./notification-sound";

const NotificationPanel = lazy(() => import("./notification-panel").then((m) => ({ default: m.NotificationPanel })));

/**
 * The notification bell of the client portal and of the owner's dashboard (sections 2 and 4): an
 * unread dot, and a panel (settings, the list, Mark all as read, browser notifications). New
 * notifications come by a server-sent event stream (no polling); the newest, if under 180 s old
 * and not shown yet, is toasted for 5 s with a chime (and as a browser notification when the page
 * is hidden and they are on), then marked seen.
 */
export function NotificationBell({ source, settings }: { source: NotificationSource; settings?: ReactNode }) {
  const toast = useToast();
  const [data, setData] = useState<TNotificationsOutput | null>(null);
  const [open, setOpen] = useState(false);
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const refresh = useCallback(async () => {
    const current = sourceRef.current;
    const next = await current.list();
    setData(next);
    const fresh = notificationToToast(next.notifications, new Date());
    if (!fresh || !current.canMark) return;
    toast(fresh.title, "info", NOTIFICATION_LIMITS.toastMs);
    playNotificationSound();
    // the push of the same notification carries its id as tag: the system shows one of the two
    if (document.hidden && browserAlertsOn()) new Notification(fresh.title, { body: fresh.body, tag: fresh.id });
    await current.mark("seen", [fresh.id]);
    setData((shown) =>
      shown
        ? { ...shown, notifications: shown.notifications.map((n) => (n.id === fresh.id ? { ...n, seen: true } : n)) }
        : shown,
    );
  }, [toast]);

  useEffect(() => {
    const read = () => void refresh().catch(() => undefined);
    read();
    const events = new EventSource(source.streamUrl);
    // `ready` after every (re)connection: what came while it was not listening is read too
    events.addEventListener("ready", read);
    events.addEventListener("notification", read);
    return () => events.close();
  }, [source.streamUrl, refresh]);

  const unread = data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon node={Bell} className="size-4" />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-dot"
            className="absolute top-1.5 right-1.5 size-2 rounded-full bg-destructive ring-2 ring-background"
          />
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel
            data={data}
            source={source}
            settings={settings}
            onChange={setData}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
