"use client";

import { Button } from "@parlo/ui";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

/** Loads the page's data again (its server components), showing that it is busy meanwhile. */
export function ReloadButton({ children = "Try again" }: { children?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="outline" size="sm" loading={pending} onClick={() => startTransition(() => router.refresh())}>
      {children}
    </Button>
  );
}
