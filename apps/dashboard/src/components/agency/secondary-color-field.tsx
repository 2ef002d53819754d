"use client";

import { Button, Input } from "@parlo/ui";
import { normalizeHex } from "@parlo/validators";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { gradientEnd } from "./preview-theme";

/** The gradient's second colour: a picker and a hex box; empty means "derived from the primary". */
export function SecondaryColorField({
  value,
  primary,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  primary: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const id = "agency-secondaryColorHex";
  const shown = normalizeHex(value);
  return (
    <FormField
      id={id}
      label="Secondary colour"
      help="The gradient's end colour (colour usage Gradient). Empty: a colour next to the primary is used."
      error={error}
    >
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label="Secondary colour picker"
          value={shown ?? "#000000"}
          onChange={(event) => onChange(normalizeHex(event.target.value) ?? "")}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder="Derived"
          className="w-32 font-mono uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, error)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span
          aria-hidden
          className="h-10 w-24 rounded-md border border-border"
          style={{ background: `linear-gradient(135deg, ${primary}, ${gradientEnd(primary, value)})` }}
        />
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
            Use derived
          </Button>
        ) : null}
      </div>
    </FormField>
  );
}
