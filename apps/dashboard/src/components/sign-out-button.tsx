"use client";

import { Button } from "@parlo/ui";
import { signOut } from "next-auth/react";
import { useState } from "react";

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={pending}
      onClick={async () => {
        setPending(true);
        await signOut({ callbackUrl: "/login" });
      }}
    >
      Sign out
    </Button>
  );
}
