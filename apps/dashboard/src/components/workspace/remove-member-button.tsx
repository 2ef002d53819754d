"use client";

import { Alert, Button } from "@parlo/ui";
import type { TRemoveMemberOutput, TRegion } from "@parlo/validators";
import { useState } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { LazyDialog } from "@parlo/ui/lazy-dialog";

/**
 * Remove (owner only), after a confirmation; the server refuses yourself and the owner too. The
 * agent keys the member saw are handed to `onRemoved` (the members section offers to rotate them).
 */
export function RemoveMemberButton({
  region,
  workspaceId,
  email,
  onRemoved,
}: {
  region: TRegion;
  workspaceId: string;
  email: string;
  onRemoved: (email: string, keysToRotate: TRemoveMemberOutput["keysToRotate"]) => void;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const utils = api.useUtils();
  const remove = api.workspace.removeMember.useMutation({
    onSuccess: async ({ keysToRotate }) => {
      setOpen(false);
      onRemoved(email, keysToRotate);
      await utils.workspace.members.invalidate({ region, workspaceId });
    },
  });

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10"
        aria-label={`Remove ${email}`}
        disabled={!hydrated}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Remove
      </Button>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        busy={remove.isPending}
        title="Remove member?"
        description={
          <>
            <span className="font-medium break-all text-foreground">{email}</span> loses access to this workspace and
            its agents. You can invite them again later.
          </>
        }
      >
        {remove.error ? (
          <Alert variant="error">{errorMessage(remove.error, "Failed to remove the member.")}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => remove.mutate({ region, workspaceId, email })}
          >
            Remove member
          </Button>
        </div>
      </LazyDialog>
    </>
  );
}
