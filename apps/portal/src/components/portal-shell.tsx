import { ThemeToggle } from "@parlo/ui";
import type { ReactNode } from "react";

/** Centered, neutral frame for the portal's sign-in and status screens. */
export function PortalShell({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_10%,transparent),transparent_60%)]"
      />
      <header className="flex justify-end p-4">
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">{children}</main>
    </div>
  );
}
