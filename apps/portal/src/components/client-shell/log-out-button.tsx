"use client";

import { Button, type ButtonProps } from "@parlo/ui";
import { useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";

/**
 * Ends this browser's Web Push subscription (a shared computer stops getting the client's
 * notifications), then the session on the server, then opens the sign-in page.
 */
export async function logOut(): Promise<void> {
  const [push, { portalPushProcedures }] = await Promise.all([
    import("@parlo/app-ui/browser-push"),
    import("../notifications/portal-push-procedures"),
  ]);
  await push.unsubscribeBrowserPush(portalPushProcedures).catch(() => undefined);
  await loadTrpc()
    .then((api) => api.clientAuth.signOut.mutate())
    .catch(() => undefined);
  window.location.assign("/login");
}

export function LogOutButton(props: Omit<ButtonProps, "onClick">) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logOut();
      }}
    >
      Log Out
    </Button>
  );
}
