"use client";

import { DOMAIN_POLL_MS, type TCustomDomainStatusOutput, type TRegion } from "@parlo/validators";
import { useEffect, useState } from "react";
import { loadCustomDomainStatus } from "./domains-api";

/**
 * The custom domain's verification and live state, asked at once and then every 5 seconds until
 * the domain is live (a failed ask just waits for the next one). Null until the first answer.
 */
export function useCustomDomainStatus(
  scope: { region: TRegion; workspaceId: string },
  host: string | null,
): TCustomDomainStatusOutput | null {
  const [status, setStatus] = useState<TCustomDomainStatusOutput | null>(null);
  const { region, workspaceId } = scope;

  useEffect(() => {
    setStatus(null);
    if (!host) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let live = false;
      try {
        const answer = await loadCustomDomainStatus({ region, workspaceId });
        if (stopped) return;
        if (answer.host === host) {
          setStatus(answer);
          live = answer.live;
        }
      } catch {
        // the next ask may succeed
      }
      if (!stopped && !live) timer = setTimeout(() => void ask(), DOMAIN_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [region, workspaceId, host]);

  return status;
}
