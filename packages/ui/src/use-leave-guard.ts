"use client";

import { useEffect } from "react";

export const LEAVE_CONFIRM = "You have unsaved changes. Leave without saving?";

/**
 * While `active`, asks before the page is left: the browser's own prompt on reload or close, and a
 * confirmation before following a link inside the app (the sub-tab bar, the tabs, the side
 * navigation), which client-side navigation would otherwise follow silently.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target;
      const anchor = target instanceof Element ? target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) {
        return;
      }
      const next = new URL(anchor.href, window.location.href);
      const here = window.location;
      if (next.origin === here.origin && next.pathname === here.pathname && next.search === here.search) return;
      if (window.confirm(LEAVE_CONFIRM)) return;
      // runs before React's and Next's handlers (capture on the window): the link is not followed
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [active]);
}
