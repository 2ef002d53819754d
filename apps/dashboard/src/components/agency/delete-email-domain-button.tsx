"use client";

import { Button } from "@parlo/ui";
import { DOMAIN_MESSAGES } from "@parlo/validators";
import { useState } from "react";
import { LazyDialog } from "@parlo/ui/lazy-dialog";

/** Delete Domain, after a confirmation naming the domain ("You will be deleting this domain: ..."). */
export function DeleteEmailDomainButton({
  domain,
  disabled,
  onDelete,
}: {
  domain: string;
  disabled: boolean;
  /** deletes the domain; true when it is gone (the dialog then closes) */
  onDelete: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    const deleted = await onDelete();
    setDeleting(false);
    if (deleted) setOpen(false);
  };

  return (
    <>
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Delete Domain
      </Button>
      <LazyDialog
        open={open}
        role="alertdialog"
        busy={deleting}
        onClose={() => setOpen(false)}
        title="Delete domain?"
        description={
          <>
            {DOMAIN_MESSAGES.emailDomainDeleteConfirm}{" "}
            <span className="font-medium break-all text-foreground">{domain}</span>
          </>
        }
      >
        <p className="text-sm text-muted-foreground">
          Your clients&apos; e-mails go back to our address until you add and verify a domain again.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" loading={deleting} onClick={() => void confirm()}>
            Delete Domain
          </Button>
        </div>
      </LazyDialog>
    </>
  );
}
