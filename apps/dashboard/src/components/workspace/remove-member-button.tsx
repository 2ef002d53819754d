"use client";

import { Alert, Button } from "@parlo/ui";
import type { TRemoveMemberOutput, TRegion } from "@parlo/validators";
import { useState } from "react";
import { useHydrated } from "@/components/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { ModalDialog } from "./modal-dialog";
import { RotateSeenKeys } from "./rotate-seen-keys";

/**
 * Remove (owner only), after a confirmation; the server refuses yourself and the owner too. When
 * the member had seen agent keys that still work, the dialog goes on to offer rotating them.
 */
export function RemoveMemberButton({
  region,
  workspaceId,
  email,
}: {
  region: TRegion;
  workspaceId: string;
  email: string;
}) {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState<TRemoveMemberOutput["keysToRotate"]>([]);
  const hydrated = useHydrated();
  const utils = api.useUtils();
  const remove = api.workspace.removeMember.useMutation({
    onSuccess: async ({ keysToRotate }) => {
      setSeen(keysToRotate);
      if (keysToRotate.length === 0) setOpen(false);
      await utils.workspace.members.invalidate({ region, workspaceId });
    },
  });
  const close = () => {
    setOpen(false);
    setSeen([]);
  };

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
          setSeen([]);
          setOpen(true);
        }}
      >
        Remove
      </Button>
      <ModalDialog
        open={open}
        onClose={close}
        busy={remove.isPending}
        title={seen.length > 0 ? "Rotate the keys they saw?" : "Remove member?"}
        description={
          seen.length > 0 ? (
            <>
              <span className="font-medium break-all text-foreground">{email}</span> was removed, but saw the API keys
              of these agents, which still work. Rotate them so they stop working for anyone holding the old ones;
              update your own scripts with the new keys afterwards.
            </>
          ) : (
            <>
              <span className="font-medium break-all text-foreground">{email}</span> loses access to this workspace and
              its agents. You can invite them again later.
            </>
          )
        }
      >
        {seen.length > 0 ? (
          <RotateSeenKeys region={region} workspaceId={workspaceId} agents={seen} onDone={close} />
        ) : (
          <>
            {remove.error ? (
              <Alert variant="error">{errorMessage(remove.error, "Failed to remove the member.")}</Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={remove.isPending}>
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
          </>
        )}
      </ModalDialog>
    </>
  );
}
