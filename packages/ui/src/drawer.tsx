"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { DialogCloseButton, dismissGuards, OVERLAY_CLASSES, useReturnFocus } from "./dialog-parts";
import { cn } from "./lib/cn";

export interface DrawerProps {
  /** the drawer's accessible name, shown in its header */
  title: ReactNode;
  /** read out with the title (aria-describedby); without it the drawer has no description */
  description?: ReactNode;
  /** Escape, a click on the dimmed page (unless `closeOnOutsideClick` is false), or the X */
  onClose: () => void;
  /** in the header before the title, e.g. a Back button */
  headerStart?: ReactNode;
  /** false keeps the drawer open on a click beside it (e.g. while a form holds typed input) */
  closeOnOutsideClick?: boolean;
  /** while an action runs the drawer cannot be dismissed (and the X is disabled) */
  busy?: boolean;
  /** the edge it slides in from (default right) */
  side?: "left" | "right";
  /** the width from the sm breakpoint on, e.g. "sm:max-w-2xl" (full width on phones) */
  className?: string;
  /** the body: lays itself out in a flex column that fills the height below the header */
  children: ReactNode;
}

/**
 * A side sheet (Radix Dialog) that slides in from the right (or left): full width on phones, a header with
 * the title and an X, focus kept inside and returned to the opener when it closes.
 */
export function Drawer({
  title,
  description,
  onClose,
  headerStart,
  closeOnOutsideClick = true,
  busy = false,
  side = "right",
  className,
  children,
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY_CLASSES} />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          {...dismissGuards({ busy, closeOnOutsideClick })}
          className={cn(
            "fixed inset-y-0 z-[65] flex h-full w-full flex-col border-border bg-card text-card-foreground shadow-xl outline-none sm:max-w-xl",
            side === "right"
              ? "right-0 border-l motion-safe:animate-drawer-in"
              : "left-0 border-r motion-safe:animate-drawer-in-left",
            className,
          )}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-4 sm:px-6">
            {headerStart}
            <RadixDialog.Title className="flex-1 truncate text-lg font-semibold">{title}</RadixDialog.Title>
            <DialogCloseButton className="-mr-2" disabled={busy} />
          </div>
          {description ? (
            <RadixDialog.Description className="border-b border-border px-4 py-3 text-sm text-muted-foreground sm:px-6">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
