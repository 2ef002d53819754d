import type { ComponentProps } from "react";
import { fieldClasses } from "./input";
import { cn } from "./lib/cn";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClasses, "min-h-20 resize-y py-2 leading-relaxed", className)}
      {...props}
    />
  );
}
