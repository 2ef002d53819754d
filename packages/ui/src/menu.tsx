"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { MenuProps } from "./menu-types";

export type { MenuEntry, MenuItem, MenuProps } from "./menu-types";

const DropdownMenu = lazy(() => import("./dropdown-menu").then((m) => ({ default: m.DropdownMenu })));

/**
 * A menu button (WAI-ARIA menu pattern, Radix DropdownMenu). The page's first load carries only
 * this button: the menu's code is fetched after hydration, and until then the button is shown
 * disabled, so a click that could not open it yet never looks like it did nothing.
 */
export function Menu(props: MenuProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const waiting = (
    <button
      type="button"
      disabled
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      className={props.triggerClassName}
    >
      {props.trigger}
    </button>
  );
  return (
    <div className="relative">
      {hydrated ? (
        <Suspense fallback={waiting}>
          <DropdownMenu {...props} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
