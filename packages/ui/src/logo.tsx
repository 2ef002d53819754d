import type { ComponentProps } from "react";
import { cn } from "./lib/cn";

export interface LogoProps extends ComponentProps<"span"> {
  /** The brand name shown as the text mark (Parlo, or the agency's own brand). */
  name: string;
}

/** Text mark: the brand's initial in a rounded square, followed by the brand name. */
export function Logo({ name, className, ...props }: LogoProps) {
  const initial = name.trim().charAt(0).toUpperCase() || "P";
  return (
    <span className={cn("inline-flex items-center gap-2 text-base font-semibold tracking-tight", className)} {...props}>
      <span
        aria-hidden
        className="flex size-7 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground shadow-sm"
      >
        {initial}
      </span>
      <span>{name}</span>
    </span>
  );
}
