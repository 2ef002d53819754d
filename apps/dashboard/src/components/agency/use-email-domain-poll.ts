"use client";

import { DOMAIN_POLL_MS, type TEmailDomainOutput } from "@parlo/validators";
import { useEffect, useRef } from "react";

/** Whether the tab keeps asking: a domain whose status is neither verified nor not_started. */
export const emailDomainPolls = (state: TEmailDomainOutput | null): boolean =>
  Boolean(state?.available && state.domain && state.status === "pending");

/**
 * Asks `refresh` every 5 s (DOMAIN_POLL_MS) while `active`, one call at a time; a hidden page skips
 * its turns, and a failed check waits for the next one.
 */
export function useEmailDomainPoll(active: boolean, refresh: () => Promise<void>): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (!document.hidden) await latest.current().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void tick(), DOMAIN_POLL_MS);
    };
    timer = setTimeout(() => void tick(), DOMAIN_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
}
