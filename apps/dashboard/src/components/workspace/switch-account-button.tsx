"use client";

import { Button } from "@parlo/ui";
import { withCallbackUrl } from "@/lib/callback-path";
import { signOutTo } from "@/lib/session-client";
import { useState } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";

/** Signs out and opens sign-in, keeping the page to come back to (e.g. an invitation link). */
export function SwitchAccountButton({ returnTo }: { returnTo: string }) {
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  return (
    <Button
      className="w-full"
      loading={pending}
      disabled={!hydrated}
      onClick={async () => {
        setPending(true);
        await signOutTo(withCallbackUrl("/login", returnTo));
      }}
    >
      Sign in with another account
    </Button>
  );
}
