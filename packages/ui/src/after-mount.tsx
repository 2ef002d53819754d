"use client";

import { Suspense, type ReactNode } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";

/**
 * Renders a React.lazy component only in the browser, after hydration, so that its code is not
 * part of the page's first load (next/dynamic's loader is heavier than React's own lazy).
 */
export function AfterMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
