import { useId, type ReactNode } from "react";

/**
 * A tooltip around a control, shown on hover and keyboard focus. Around a disabled button the
 * wrapper itself takes focus, so the reason it is disabled can still be read.
 */
export function HoverHint({ hint, active, children }: { hint: string; active: boolean; children: ReactNode }) {
  const id = useId();
  if (!active) return children;
  return (
    <span
      className="group relative inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      aria-describedby={id}
    >
      {children}
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-20 mb-2 w-60 -translate-x-1/2 rounded-md bg-foreground px-2.5 py-1.5 text-center text-xs font-normal text-background opacity-0 shadow-md transition-opacity group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100"
      >
        {hint}
      </span>
    </span>
  );
}
