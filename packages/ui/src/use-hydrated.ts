"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False during server rendering and before hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
