import { LoaderCircle } from "lucide";
import { Icon } from "./icon";
import type { ComponentProps } from "react";
import { cn } from "./lib/cn";

export interface SpinnerProps extends Omit<ComponentProps<"svg">, "children"> {
  /** Text read by screen readers. Leave empty when the spinner sits next to visible text. */
  label?: string;
}

export function Spinner({ label, className, ...props }: SpinnerProps) {
  const icon = (
    <Icon node={LoaderCircle} aria-hidden className={cn("size-4 shrink-0 animate-spin", className)} {...props} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
