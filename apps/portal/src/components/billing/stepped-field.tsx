"use client";

import { Input, Label } from "@parlo/ui";
import { useState } from "react";
import { onStep, type Range } from "./billing-money";

/** A slider with its number field, both on the range's steps. */
export function SteppedField(props: {
  id: string;
  label: string;
  range: Range;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
  /** shown after the number ("credits", "USD") */
  unit?: string;
}) {
  const { id, label, range, value, disabled, onChange } = props;
  // what is typed stays as typed until the field is left (or Enter), then it is put on a step
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    onChange(onStep(Number(typed), range));
    setTyped(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <input
          type="range"
          aria-label={`${label} slider`}
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(onStep(Number(event.target.value), range))}
          className="min-w-0 flex-1 accent-primary"
        />
        <div className="flex items-center gap-1.5">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={range.step}
            value={typed ?? String(value)}
            disabled={disabled}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
            }}
            className="w-24"
          />
          {props.unit ? <span className="text-sm text-muted-foreground">{props.unit}</span> : null}
        </div>
      </div>
    </div>
  );
}
