"use client";

import { Button, type ButtonProps } from "@parlo/ui";
import { useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** Ends the session on the server, then opens the sign-in page. */
export async function logOut(): Promise<void> {
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
