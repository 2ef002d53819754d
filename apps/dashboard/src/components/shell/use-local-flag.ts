"use client";

import { useCallback, useEffect, useState } from "react";

/** A yes/no piece of UI state remembered in localStorage (read after hydration, no mismatch). */
export function useLocalFlag(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const stored = window.localStorage.getItem(key);
    if (stored === "true" || stored === "false") setValue(stored === "true");
  }, [key]);
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      window.localStorage.setItem(key, String(next));
    },
    [key],
  );
  return [value, update];
}
