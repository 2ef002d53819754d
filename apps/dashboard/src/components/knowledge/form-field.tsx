import { FieldError, Label } from "@parlo/ui";
import type { ReactNode } from "react";

/** A labelled form field with its help line and error (ids: `${id}-help`, `${id}-error`). */
export function FormField({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** aria-describedby for a field with optional help and error. */
export function describedBy(id: string, help: boolean, error: unknown): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export const SELECT_CLASSES = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground";
