"use client";

import { cn } from "@parlo/ui";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * An accessible modal on the native <dialog> element: showModal() makes the rest of the page
 * inert and keeps focus inside, Escape and a click on the backdrop close it (unless `busy`), and
 * the browser returns focus to the control that opened it. The first focusable element inside
 * gets focus on open, so put the safe choice (Cancel) or the input first.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  busy = false,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** while an action runs the dialog cannot be dismissed */
  busy?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl",
        // literal colours: ::backdrop does not inherit the theme variables in every browser
        "backdrop:bg-[rgb(0_0_0/0.5)] dark:backdrop:bg-[rgb(0_0_0/0.7)]",
        className,
      )}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-col gap-1.5">
            <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </div>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
