import { ThemeToggle } from "@parlo/ui";
import type { ReactNode } from "react";

/**
 * Centered, neutral frame for the portal's sign-in and status screens; `themeToggle={false}` for
 * pages that ship no JavaScript of their own (the not-found page every route carries).
 */
export function PortalShell({ children, themeToggle = true }: { children: ReactNode; themeToggle?: boolean }) {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_10%,transparent),transparent_60%)]"
      />
      <header className="flex h-[4.5rem] justify-end p-4">{themeToggle ? <ThemeToggle /> : null}</header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">{children}</main>
    </div>
  );
}
