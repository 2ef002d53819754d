"use client";

import { cn, Label } from "@parlo/ui";
import type { ComponentProps, ReactNode } from "react";

export const SWITCH_CLASSES = cn(
  "relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/30 transition-colors",
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60",
  "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform",
  "checked:before:translate-x-4",
);

/** A labelled on/off switch (a checkbox with role="switch") with a help line; takes `register(...)` or checked/onChange. */
export function SwitchRow({
  id,
  label,
  help,
  ...input
}: { id: string; label: ReactNode; help?: ReactNode } & Omit<ComponentProps<"input">, "id" | "type" | "role">) {
  return (
    <div className="flex items-start justify-between gap-4 py-1">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        {help ? (
          <p id={`${id}-help`} className="text-[13px] text-muted-foreground">
            {help}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={help ? `${id}-help` : undefined}
        className={SWITCH_CLASSES}
        {...input}
      />
    </div>
  );
}
