"use client";

import { Alert, Button } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";

/** "Skip & Go to Dashboard": marks the profile complete, then opens the agents list. */
export function SkipOnboardingButton({ region }: { region: TRegion }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [navigating, setNavigating] = useState(false);
  const complete = api.auth.completeProfile.useMutation({
    onSuccess: () => {
      setNavigating(true);
      router.replace(`/app/${region}/agents`);
      router.refresh();
    },
  });

  return (
    <div className="flex flex-col gap-3">
      {complete.error ? (
        <Alert variant="error">{errorMessage(complete.error, "Something went wrong. Please try again.")}</Alert>
      ) : null}
      <Button
        className="w-full"
        size="lg"
        loading={complete.isPending || navigating}
        disabled={!hydrated}
        onClick={() => complete.mutate()}
      >
        Skip &amp; Go to Dashboard
      </Button>
    </div>
  );
}
