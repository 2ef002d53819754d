"use client";

import { cn, Label } from "@parlo/ui";
import { useId } from "react";

export interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** the value as shown and read out ("£10", "No Limit") */
  valueText: string;
  disabled?: boolean;
  onChange: (value: number) => void;
  className?: string;
}

/** A labelled slider with its value shown beside the label. */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  valueText,
  disabled,
  onChange,
  className,
}: RangeFieldProps) {
  const id = useId();
  return (
    <div className={cn("space-y-2", disabled && "opacity-50", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm font-medium whitespace-nowrap tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-[var(--primary)] disabled:cursor-not-allowed"
      />
    </div>
  );
}
