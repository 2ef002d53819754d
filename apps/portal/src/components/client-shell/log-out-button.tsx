"use client";

import { Button, type ButtonProps } from "@parlo/ui";
import { useState } from "react";
import { loadPortalApi } from "@/trpc/lazy-client";

/** Ends the session on the server, then opens the sign-in page. */
export async function logOut(): Promise<void> {
  await loadPortalApi()
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
