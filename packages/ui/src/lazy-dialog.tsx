"use client";

import type { DialogProps } from "./dialog";
import { lazy } from "react";
import { AfterMount } from "./after-mount";

const Dialog = lazy(() => import("./dialog").then((m) => ({ default: m.Dialog })));

/**
 * The shared Dialog for a dialog rendered in place (a confirmation next to its button): shown
 * while `open`, its code (Radix) fetched the first time it opens, so the page's first load does
 * not carry it.
 */
export function LazyDialog({ open, ...props }: DialogProps & { open: boolean }) {
  return open ? (
    <AfterMount>
      <Dialog {...props} />
    </AfterMount>
  ) : null;
}
