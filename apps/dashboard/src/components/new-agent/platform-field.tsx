"use client";

import { cn } from "@parlo/ui";
import { PLATFORM_OPTIONS, type TPlatformChoice } from "./platform-choice";

/** Standard (vg) or conversation-platform compatible (vf), as a radio group. */
export function PlatformField({
  value,
  onChange,
}: {
  value: TPlatformChoice;
  onChange: (value: TPlatformChoice) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Platform</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PLATFORM_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-2 rounded-lg border border-border bg-background p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === option.value && "border-primary bg-primary/5",
            )}
          >
            <input
              type="radio"
              name="agent-platform"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-primary"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-xs text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
