import { cn, FieldError, Label } from "@parlo/ui";
import type { ReactNode } from "react";

/** The ids a field's control points at (aria-describedby): its help line and its error, when they are shown. */
export function describedBy(id: string, help: unknown, error: unknown): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The props that tie a field's control to its help line and error (and mark it invalid while it has one). */
export function fieldAria(id: string, help: unknown, error: unknown) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, help, error) };
}

export interface FormFieldProps {
  /** the control's id; the help line and the error take `${id}-help` and `${id}-error` */
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string | undefined;
  /** classes for the help line (e.g. its size) */
  helpClassName?: string;
  children: ReactNode;
}

/** A labelled form field: label, control, help line and error (see `describedBy` for the control's side). */
export function FormField({ id, label, help, error, helpClassName, children }: FormFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {help ? (
        <p id={`${id}-help`} className={cn("text-xs text-muted-foreground", helpClassName)}>
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
