"use client";

import { useCallback, useState } from "react";

/**
 * Whether a piece of UI was dismissed, remembered in localStorage ("true"/"false", like
 * useLocalFlag). For components rendered only in the browser (after hydration): it reads the
 * stored value at once, so a dismissed card never flashes.
 */
export function useDismissed(key: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => {
    try {
      return window.localStorage.getItem(key) === "true";
    } catch {
      return false;
    }
  });
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(key, "true");
    } catch {
      // storage refused (private mode): dismissed for this visit only
    }
  }, [key]);
  return [dismissed, dismiss];
}
