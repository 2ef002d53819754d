"use client";

import { cn } from "@parlo/ui";

export interface AssignedSwitchProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  /** what the switch assigns, for screen readers: "Assign Order lookup" */
  label: string;
  onChange: (checked: boolean) => void;
}

/** The "Assigned" switch of a tool card: on while the agent may call the tool. */
export function AssignedSwitch({ id, checked, disabled, label, onChange }: AssignedSwitchProps) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-[13px] font-medium select-none">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={cn(
          "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors",
          "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          "checked:bg-primary disabled:cursor-progress disabled:opacity-60",
          "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow-sm before:transition-transform",
          "checked:before:translate-x-4",
        )}
      />
      <span className={checked ? "text-foreground" : "text-muted-foreground"}>Assigned</span>
    </label>
  );
}
