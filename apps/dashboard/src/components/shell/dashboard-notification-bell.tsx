"use client";

import { NotificationBell } from "@parlo/app-ui/notification-bell";
import type { NotificationSource } from "@parlo/app-ui/notification-source";
import { loadTrpc } from "@parlo/app-ui/trpc";
import type { TRegion } from "@parlo/validators";
import { useMemo } from "react";
import { dashboardPushProcedures } from "@/lib/push-procedures";

/** The owner's dashboard bell: the signed-in member's notifications in this workspace. */
export function DashboardNotificationBell({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const source = useMemo<NotificationSource>(
    () => ({
      list: async () => (await loadTrpc()).notifications.list.query({ region, workspaceId }),
      mark: async (as, ids) => {
        await (await loadTrpc()).notifications.mark.mutate({ region, workspaceId, as, ids });
      },
      streamUrl: `/api/notifications/stream?${new URLSearchParams({ region, workspaceId }).toString()}`,
      canMark: true,
      // the person's browsers get pushes of every workspace they are in
      push: dashboardPushProcedures,
    }),
    [region, workspaceId],
  );
  return <NotificationBell source={source} />;
}
