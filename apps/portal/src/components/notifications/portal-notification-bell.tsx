"use client";

import { NotificationBell } from "@parlo/app-ui/notification-bell";
import type { NotificationSource } from "@parlo/app-ui/notification-source";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { lazy, useMemo } from "react";
import { portalPushProcedures } from "./portal-push-procedures";

// loaded with the panel (its fields carry the editor's parts)
const NotificationSettingsFields = lazy(() =>
  import("./notification-settings-fields").then((m) => ({ default: m.NotificationSettingsFields })),
);

/** The client's bell in the portal's top bar (a read-only view reads it but marks nothing). */
export function PortalNotificationBell({ readOnly }: { readOnly: boolean }) {
  const source = useMemo<NotificationSource>(
    () => ({
      list: async () => (await loadTrpc()).portalAccount.notifications.query(),
      mark: async (as, ids) => {
        await (await loadTrpc()).portalAccount.markNotifications.mutate({ as, ids });
      },
      streamUrl: "/api/notifications/stream",
      canMark: !readOnly,
      // a read-only view (the agency's View as client) subscribes nobody's browser
      push: readOnly ? undefined : portalPushProcedures,
    }),
    [readOnly],
  );
  return <NotificationBell source={source} settings={<NotificationSettingsFields readOnly={readOnly} />} />;
}
