"use client";

import { useState } from "react";

let lastKey = 0;
const freshKey = () => `tab-${++lastKey}`;

/**
 * Stable React keys for the rows of a list whose items have no id of their own, so a row (its
 * expanded state, its focus) follows its tab when tabs move. The caller applies each change to
 * the keys as it applies it to the list; a list replaced from outside (a reset after saving) of
 * another length gets keys for its new rows.
 */
export function useRowKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, freshKey));
  let current = keys;
  if (keys.length !== length) {
    current =
      keys.length > length
        ? keys.slice(0, length)
        : [...keys, ...Array.from({ length: length - keys.length }, freshKey)];
    setKeys(current);
  }
  return {
    keys: current,
    /** applies the same reordering or removal to the keys as to the list */
    update: (change: (keys: readonly string[]) => string[]) => setKeys(change(current)),
    /** a key for a row appended to the list */
    append: () => {
      const key = freshKey();
      setKeys([...current, key]);
      return key;
    },
  };
}
