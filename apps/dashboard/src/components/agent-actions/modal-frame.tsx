"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { X } from "lucide";
import { useEffect, useId, type ReactNode } from "react";

/** A centred dialog with a title, closed by its X button, Escape or a click outside. */
export function ModalFrame({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div
      className="fixed inset-0 z-[65] flex items-center justify-center bg-black/40 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="w-full max-w-lg rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          </div>
          <Button variant="ghost" size="icon" className="size-8" aria-label="Close" onClick={onClose}>
            <Icon node={X} />
          </Button>
        </div>
        {children}
      </div>
    </div>
  );
}
