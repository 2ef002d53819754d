"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `poll` every `intervalMs` while the page is visible (one call at a time); stops while the
 * document is hidden and polls at once when it is shown again.
 */
export function useVisiblePoll(poll: () => Promise<unknown>, intervalMs: number, enabled = true): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let running = false;
    let stopped = false;
    const visible = () => document.visibilityState === "visible";
    const schedule = () => {
      if (!stopped && timer === null && visible()) timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      timer = null;
      if (stopped || running || !visible()) return;
      running = true;
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          running = false;
          schedule();
        });
    };
    const onVisibility = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (visible()) tick();
    };
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs, enabled]);
}
