"use client";

import { cn } from "@parlo/ui";

/** An on/off switch (a checkbox with role="switch") with its visible label. */
export function ToggleSwitch({
  id,
  label,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm font-medium select-none">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className={cn(
          "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/30 transition-colors",
          "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          "checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60",
          "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform",
          "checked:before:translate-x-4",
        )}
      />
      <span>{label}</span>
    </label>
  );
}
