"use client";

import { Button } from "@parlo/ui";
import { BILLING_MESSAGES, formatMoney, planPrice, type TCurrency } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { addonChanges, addonRequests, quantitiesFrom, type AddonQuantities } from "./addon-changes";
import type { BillingScope } from "./billing-scope";

/** Asks before changing add-ons, then sets or removes them and reads their status back. */
export function ConfirmAddonsDialog({
  scope,
  currency,
  baseline,
  draft,
  onSaved,
  onBack,
}: {
  scope: BillingScope;
  currency: TCurrency;
  baseline: AddonQuantities;
  draft: AddonQuantities;
  onSaved: (quantities: AddonQuantities) => void;
  onBack: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const changes = addonChanges(baseline, draft);

  const onConfirm = async () => {
    let requests: ReturnType<typeof addonRequests>;
    try {
      requests = addonRequests(changes, currency);
    } catch {
      return toast(BILLING_MESSAGES.addonsPrepareFailed, "error", 5000);
    }
    setBusy(true);
    const billing = (await loadTrpc()).billing;
    const errors: string[] = [];
    try {
      if (requests.add.length)
        errors.push(...(await billing.addAddonToSubscription.mutate({ ...scope, addons: requests.add })).errors);
      if (requests.remove.length) {
        errors.push(
          ...(await billing.removeAddonFromSubscription.mutate({ ...scope, addonKeys: requests.remove })).errors,
        );
      }
    } catch {
      setBusy(false);
      return toast(BILLING_MESSAGES.addonsSaveFailed, "error", 5000);
    }
    toast(
      errors.length ? BILLING_MESSAGES.addonsPartial : BILLING_MESSAGES.addonsSaved,
      errors.length ? "error" : "success",
      errors.length ? 5000 : 3000,
    );
    // the status is read back afterwards
    const status = await billing.checkAddonStatus.query({ ...scope, addonKeys: [] }).catch(() => null);
    if (!status) toast(BILLING_MESSAGES.addonsLoadFailed, "error", 5000);
    router.refresh();
    setBusy(false);
    onSaved(status ? quantitiesFrom(status.addons) : draft);
  };

  return (
    <Dialog title="Confirm add-on changes" busy={busy} onClose={onBack}>
      <ul className="divide-y divide-border rounded-lg border border-border text-sm">
        {changes.map(({ addon, from, to }) => (
          <li key={addon.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="font-medium">{addon.name}</span>
            <span className="text-muted-foreground tabular-nums">
              {from} → {to} ({formatMoney(planPrice(addon, currency) * to, currency)} / month)
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {BILLING_MESSAGES.addonsNextCycle} {BILLING_MESSAGES.addonsNote}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => void onConfirm()} loading={busy}>
          Confirm Changes
        </Button>
      </div>
    </Dialog>
  );
}
