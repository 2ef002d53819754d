"use client";

import type { PushProcedures } from "@parlo/app-ui/browser-push";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** The signed-in person's Web Push procedures (their browsers get the pushes of every workspace they are in). */
export const dashboardPushProcedures: PushProcedures = {
  key: async () => (await (await loadTrpc()).notifications.pushKey.query()).publicKey,
  subscribe: async (subscription) => {
    await (await loadTrpc()).notifications.subscribePush.mutate(subscription);
  },
  unsubscribe: async (endpoint) => {
    await (await loadTrpc()).notifications.unsubscribePush.mutate({ endpoint });
  },
};
