"use client";

import { cn } from "@parlo/ui";
import { useId } from "react";

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

/** A row of radio buttons drawn as segments (one choice of a few), with the chosen one's hint below. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:flex-wrap">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex h-8 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-[13px] font-medium whitespace-nowrap transition-colors select-none",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              choice.value === value
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {chosen ? <p className="text-xs text-muted-foreground">{chosen.hint}</p> : null}
    </fieldset>
  );
}
