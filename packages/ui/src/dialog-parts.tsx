"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide";
import { useState } from "react";
import { Button } from "./button";
import { Icon } from "./icon";
import { cn } from "./lib/cn";

/** The dimmed page behind a dialog or drawer (fades in). */
export const OVERLAY_CLASSES = "fixed inset-0 z-[65] bg-black/40 motion-safe:animate-overlay-in dark:bg-black/60";

/** The X in a dialog's or drawer's corner; it closes through Radix, so `busy` is respected there. */
export function DialogCloseButton({ className, disabled }: { className?: string; disabled?: boolean }) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="ghost" size="icon" className={cn("size-8", className)} aria-label="Close" disabled={disabled}>
        <Icon node={X} />
      </Button>
    </RadixDialog.Close>
  );
}

/**
 * The element that had focus when the dialog mounted (the button that opened it), and the
 * `onCloseAutoFocus` handler that puts focus back there. Radix returns focus to its own Trigger
 * only; these dialogs are opened by the app's state, not by a Trigger.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };
}

/** Handlers that keep the dialog open while `busy` (Escape, outside clicks), or on outside clicks only. */
export function dismissGuards({ busy, closeOnOutsideClick }: { busy: boolean; closeOnOutsideClick: boolean }) {
  return {
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (busy) event.preventDefault();
    },
    onInteractOutside: (event: Event) => {
      if (busy || !closeOnOutsideClick) event.preventDefault();
    },
  };
}
