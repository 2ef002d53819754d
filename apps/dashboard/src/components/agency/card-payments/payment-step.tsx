import { cn } from "@parlo/ui";
import type { ReactNode } from "react";

/** One numbered step of the card-payment connection: its number (a tick once done), title, state and content. */
export function PaymentStep({
  number,
  title,
  done,
  status,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  /** e.g. a Connected badge */
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 sm:gap-4" data-testid={`payment-step-${number}`}>
      <span
        aria-hidden="true"
        className={cn(
          "grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold",
          done ? "border-transparent bg-success/15 text-success" : "border-border text-muted-foreground",
        )}
      >
        {done ? "✓" : number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 pb-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h3>
          {status}
        </div>
        {children}
      </div>
    </li>
  );
}
