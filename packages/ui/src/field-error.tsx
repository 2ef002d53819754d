import type { ComponentProps } from "react";
import { cn } from "./lib/cn";

export interface FieldErrorProps extends ComponentProps<"p"> {
  /** Referenced by the field's aria-describedby. */
  id: string;
}

/** The error message under a form field; renders nothing when there is no message. */
export function FieldError({ id, className, children, ...props }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p id={id} className={cn("text-[13px] leading-5 font-medium text-destructive", className)} {...props}>
      {children}
    </p>
  );
}
