"use client";

import { loadTrpc } from "@parlo/app-ui/trpc";
import { cn } from "@parlo/ui";
import { useCallback, useEffect, useState } from "react";

/** Whether this page load has already set the client online (client navigations keep it). */
let setOnlineThisLoad = false;

/**
 * The client's online/offline toggle in the top bar. Loading the portal sets the client online
 * (agency-shell-dashboards.md section 4); after that the client decides. While online, visitors of
 * the org's agents are offered a person even when the agency's team is offline.
 */
export function OnlineToggle({ initialOnline, readOnly }: { initialOnline: boolean; readOnly: boolean }) {
  const [online, setOnline] = useState(initialOnline);
  const [busy, setBusy] = useState(false);

  const save = useCallback((next: boolean) => {
    setBusy(true);
    void loadTrpc()
      .then((trpc) => trpc.portalAccount.setStatus.mutate({ online: next }))
      .then(
        (result) => setOnline(result.online),
        // a failed save keeps the last state the server confirmed
        () => undefined,
      )
      .finally(() => setBusy(false));
  }, []);

  useEffect(() => {
    if (readOnly || setOnlineThisLoad) return;
    setOnlineThisLoad = true;
    if (!initialOnline) save(true);
  }, [readOnly, initialOnline, save]);

  const label = online ? "Online" : "Offline";
  return (
    <button
      type="button"
      aria-pressed={online}
      disabled={readOnly || busy}
      onClick={() => save(!online)}
      title={online ? "You are online: select to go offline" : "You are offline: select to go online"}
      data-testid="client-online-toggle"
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-md border border-border px-2.5 text-sm hover:bg-muted disabled:opacity-60 max-sm:w-9 max-sm:justify-center max-sm:px-0"
    >
      <span aria-hidden className={cn("size-2.5 rounded-full", online ? "bg-emerald-500" : "bg-muted-foreground/50")} />
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}
