"use client";

import { Alert, Button } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";

/** Accepts the invitation, then opens the agents list of the joined workspace's region. */
export function JoinWorkspaceButton({ region, token }: { region: TRegion; token: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [navigating, setNavigating] = useState(false);
  const join = api.workspace.join.useMutation({
    onSuccess: (joined) => {
      setNavigating(true);
      router.replace(`/app/${joined.region}/agents`);
      router.refresh();
    },
  });

  return (
    <div className="flex flex-col gap-3">
      {join.error ? (
        <Alert variant="error">{errorMessage(join.error, "Failed to join the workspace. Please try again.")}</Alert>
      ) : null}
      <Button
        className="w-full"
        loading={join.isPending || navigating}
        disabled={!hydrated}
        onClick={() => join.mutate({ region, token })}
      >
        Join workspace
      </Button>
    </div>
  );
}
