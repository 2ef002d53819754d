"use client";

import { Button, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { X } from "lucide";
import { useId, useRef, type ReactNode } from "react";
import { useDialogKeys } from "./use-dialog-keys";

export interface ModalProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** "alertdialog" for confirmations of something that cannot be undone */
  role?: "dialog" | "alertdialog";
  /** shows an X button in the corner */
  closeButton?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A centred dialog over a dimmed page: labelled by its title, closed by Escape or a click outside,
 * Tab stays inside, and focus goes back where it was when it closes.
 */
export function Modal({
  title,
  description,
  onClose,
  role = "dialog",
  closeButton = false,
  className,
  children,
}: ModalProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogKeys(dialog, onClose);
  return (
    <div
      className="fixed inset-0 z-[65] flex items-center justify-center bg-black/40 p-4"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn(
          "w-full max-w-md space-y-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl",
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 space-y-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold break-words">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          {closeButton ? (
            <Button variant="ghost" size="icon" className="-mt-1 -mr-2 size-8" aria-label="Close" onClick={onClose}>
              <Icon node={X} />
            </Button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
