"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { DialogCloseButton, dismissGuards, OVERLAY_CLASSES, useReturnFocus } from "./dialog-parts";
import { cn } from "./lib/cn";

export interface DialogProps {
  /** the dialog's accessible name, shown as its heading */
  title: ReactNode;
  /** read out with the title (aria-describedby); without it the dialog has no description */
  description?: ReactNode;
  /** Escape, a click on the dimmed page, or the X; not called while `busy` */
  onClose: () => void;
  /** "alertdialog" for confirmations of something that cannot be undone */
  role?: "dialog" | "alertdialog";
  /** shows an X button in the corner */
  closeButton?: boolean;
  /** while an action runs the dialog cannot be dismissed (and the X is disabled) */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A centred dialog over a dimmed page (Radix Dialog): open while it is rendered, labelled by its
 * title, closed by Escape, a click outside or the X; Tab stays inside, focus starts on the first
 * field (or an `autoFocus` element) and goes back to the opener when it closes.
 */
export function Dialog({
  title,
  description,
  onClose,
  role = "dialog",
  closeButton = false,
  busy = false,
  className,
  children,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cn(OVERLAY_CLASSES, "flex items-center justify-center p-4")}>
          <RadixDialog.Content
            role={role}
            onCloseAutoFocus={returnFocus}
            {...dismissGuards({ busy, closeOnOutsideClick: true })}
            className={cn(
              "relative grid w-full max-w-md grid-cols-1 gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl outline-none",
              "motion-safe:animate-dialog-in",
              className,
            )}
          >
            <div className={cn("min-w-0 space-y-1", closeButton && "pr-8")}>
              <RadixDialog.Title className="text-lg font-semibold break-words">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {children}
            {closeButton ? <DialogCloseButton className="absolute top-4 right-4" disabled={busy} /> : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
