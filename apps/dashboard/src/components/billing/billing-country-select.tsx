"use client";

import { cn, Label } from "@parlo/ui";
import { fieldClasses } from "@parlo/ui/input";
import { useMemo, type ComponentProps } from "react";
import { countryOptions } from "./countries";

/** A labelled country select (ISO codes as values, English names shown). */
export function CountrySelect({
  id,
  label,
  value,
  placeholder = "Choose a country",
  className,
  ...props
}: Omit<ComponentProps<"select">, "value" | "children"> & {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
}) {
  const options = useMemo(() => countryOptions(), []);
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} value={value} className={cn(fieldClasses, "h-10 py-2")} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
