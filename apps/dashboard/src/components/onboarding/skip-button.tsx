"use client";

import { Button } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useHydrated } from "@parlo/ui/use-hydrated";

/** 'Skip & Go to Dashboard': marks the profile complete, then opens the agents list. */
export function SkipButton({ region }: { region: TRegion }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="ghost"
        loading={pending}
        disabled={!hydrated}
        onClick={async () => {
          setPending(true);
          setFailed(false);
          try {
            await (await loadTrpc()).auth.completeProfile.mutate();
            router.replace(`/app/${region}/agents`);
            router.refresh();
          } catch {
            setPending(false);
            setFailed(true);
          }
        }}
      >
        Skip &amp; Go to Dashboard
      </Button>
      {failed ? <p className="text-sm text-destructive">Something went wrong. Please try again.</p> : null}
    </div>
  );
}
