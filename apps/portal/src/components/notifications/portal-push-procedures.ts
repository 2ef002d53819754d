"use client";

import type { PushProcedures } from "@parlo/app-ui/browser-push";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** The signed-in client's Web Push procedures. */
export const portalPushProcedures: PushProcedures = {
  key: async () => (await (await loadTrpc()).portalAccount.pushKey.query()).publicKey,
  subscribe: async (subscription) => {
    await (await loadTrpc()).portalAccount.subscribePush.mutate(subscription);
  },
  unsubscribe: async (endpoint) => {
    await (await loadTrpc()).portalAccount.unsubscribePush.mutate({ endpoint });
  },
};
