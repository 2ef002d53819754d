"use client";

import { Alert, Button, Input, Label } from "@parlo/ui";
import { WORKSPACE_MESSAGES, type TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { LazyDialog } from "@parlo/ui/lazy-dialog";

/** How long the success notice shows before the agents list opens. */
const REDIRECT_DELAY_MS = 1200;

/** Delete workspace, confirmed by typing its name in a modal; then the agents list. */
export function DeleteWorkspaceButton({
  region,
  workspaceId,
  workspaceName,
}: {
  region: TRegion;
  workspaceId: string;
  workspaceName: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const utils = api.useUtils();
  const [open, setOpen] = useState(false);
  const [confirmName, setConfirmName] = useState("");
  const [deleted, setDeleted] = useState(false);
  const remove = api.workspace.delete.useMutation();
  const unnamed = workspaceName.trim() === "";
  const matches = confirmName.trim() === workspaceName.trim();
  const busy = remove.isPending || deleted;

  const onDelete = async () => {
    if (!matches) return;
    try {
      await remove.mutateAsync({ region, workspaceId, confirmName });
    } catch {
      return;
    }
    setDeleted(true);
    await utils.workspace.list.invalidate();
    setTimeout(() => {
      router.replace(`/app/${region}/agents`);
      router.refresh();
    }, REDIRECT_DELAY_MS);
  };

  return (
    <>
      <Button
        variant="destructive"
        disabled={!hydrated}
        onClick={() => {
          setConfirmName("");
          remove.reset();
          setOpen(true);
        }}
      >
        Delete workspace
      </Button>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        busy={busy}
        title="Delete workspace?"
        description={
          <>
            This deletes{" "}
            <span className="font-medium break-all text-foreground">{workspaceName || "this workspace"}</span> with its
            agents, members and settings. This cannot be undone.
          </>
        }
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onDelete();
          }}
        >
          {unnamed ? (
            <p className="text-sm">This workspace has no name, so there is nothing to type.</p>
          ) : (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="delete-confirm-name">
                Type <span className="font-semibold break-all">{workspaceName}</span> to confirm
              </Label>
              <Input
                id="delete-confirm-name"
                autoComplete="off"
                spellCheck={false}
                value={confirmName}
                disabled={busy}
                onChange={(event) => {
                  setConfirmName(event.target.value);
                  if (remove.error) remove.reset();
                }}
              />
            </div>
          )}
          {deleted ? <Alert variant="success">{WORKSPACE_MESSAGES.deleted}</Alert> : null}
          {remove.error ? (
            <Alert variant="error" title={WORKSPACE_MESSAGES.deleteFailed}>
              {(() => {
                const detail = errorMessage(remove.error, "");
                return detail && detail !== WORKSPACE_MESSAGES.deleteFailed ? detail : null;
              })()}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={busy} disabled={!matches}>
              Delete workspace
            </Button>
          </div>
        </form>
      </LazyDialog>
    </>
  );
}
