"use client";

import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import type { TPortalAccount, TPortalOrg } from "@parlo/validators";
import { lazy, Suspense, useEffect, useState } from "react";

const AccountDrawer = lazy(() => import("./account-drawer").then((m) => ({ default: m.AccountDrawer })));
const PortalOrgDrawer = lazy(() => import("./portal-org-drawer").then((m) => ({ default: m.PortalOrgDrawer })));

export type AccountDrawerKind = "account" | "org";

type Loaded = { kind: "account"; account: TPortalAccount } | { kind: "org"; org: TPortalOrg };

/**
 * The Account or organization drawer the profile menu opened: its data is read fresh when it
 * opens (and its code fetched then), so the page's first load carries neither.
 */
export function AccountDrawers({
  open,
  readOnlyMessage,
  onClose,
}: {
  open: AccountDrawerKind | null;
  readOnlyMessage: string | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!open) {
      setLoaded(null);
      return;
    }
    let current = true;
    void (async () => {
      try {
        const api = await loadTrpc();
        const next: Loaded =
          open === "account"
            ? { kind: "account", account: await api.portalAccount.account.query() }
            : { kind: "org", org: (await api.portalAccount.org.query()).org };
        if (current) setLoaded(next);
      } catch (error) {
        if (!current) return;
        toast(callErrorMessage(error, "Error occurred refreshing account data."), "error", 4000);
        onClose();
      }
    })();
    return () => {
      current = false;
    };
  }, [open, onClose, toast]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {loaded.kind === "account" ? (
        <AccountDrawer account={loaded.account} lockedMessage={readOnlyMessage} onClose={onClose} />
      ) : (
        <PortalOrgDrawer org={loaded.org} readOnlyMessage={readOnlyMessage} onClose={onClose} />
      )}
    </Suspense>
  );
}
