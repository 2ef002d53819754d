"use client";

import { Button } from "@parlo/ui";
import { useState, type ReactNode } from "react";
import { LazyDialog } from "@parlo/ui/lazy-dialog";

/**
 * A confirmation before something is deleted for good (the dashboard's LazyDialog: its code is
 * fetched when it first opens). `onConfirm` answers whether it is gone; the dialog then closes.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    const deleted = await onConfirm();
    setDeleting(false);
    if (deleted) onClose();
  };
  return (
    <LazyDialog
      open={open}
      role="alertdialog"
      busy={deleting}
      onClose={onClose}
      title={title}
      description={description}
    >
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="destructive" loading={deleting} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </LazyDialog>
  );
}
