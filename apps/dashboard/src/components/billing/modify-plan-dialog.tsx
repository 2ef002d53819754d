"use client";

import { Badge, Button } from "@parlo/ui";
import {
  ADDON_CATALOGUE,
  BILLING_MESSAGES,
  type TBillingOverview,
  type TAddonId,
  type TPlanId,
} from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { errorMessage } from "../workspace/error-message";
import { addonChanges, type AddonQuantities } from "./addon-changes";
import { AddonPicker } from "./addon-picker";
import { formatBillingDate, statusLabel } from "./billing-format";
import type { BillingScope } from "./billing-scope";
import { cancelDate } from "./current-plan-card";
import { PlanCards } from "./plan-cards";

/**
 * Modify Your Plan: the current plan, status and next billing date; the upgrade block on the free
 * plan; the add-ons with Save Changes; the Danger Zone with Cancel Subscription, or "We will miss
 * you" with Reactivate Subscription when the plan is set to cancel.
 */
export function ModifyPlanDialog({
  scope,
  overview,
  baseline,
  draft,
  salesEmail,
  onAddonChange,
  onSaveAddons,
  onSubscribe,
  onCancelSubscription,
  onClose,
}: {
  scope: BillingScope;
  overview: TBillingOverview;
  baseline: AddonQuantities;
  draft: AddonQuantities;
  salesEmail: string;
  onAddonChange: (addonId: TAddonId, quantity: number) => void;
  /** opens the confirmation */
  onSaveAddons: () => void;
  onSubscribe: (planId: TPlanId) => void;
  onCancelSubscription: () => void;
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const [reactivating, setReactivating] = useState(false);
  const { plan, profile, hasSubscription } = overview;
  const isFree = plan.name === "free";
  const ends = cancelDate(plan);

  const onSave = () => {
    if (!addonChanges(baseline, draft).length) return toast(BILLING_MESSAGES.addonsNoChanges, "info", 3000);
    onSaveAddons();
  };

  const onReactivate = async () => {
    setReactivating(true);
    try {
      await (await loadTrpc()).billing.reactivateSubscription.mutate(scope);
      toast(BILLING_MESSAGES.reactivated, "success", 3000);
      router.refresh();
      onClose();
    } catch (error) {
      toast(errorMessage(error, BILLING_MESSAGES.reactivateFailed), "error", 5000);
    } finally {
      setReactivating(false);
    }
  };

  return (
    <Dialog title="Modify Your Plan" onClose={onClose} closeButton className="max-h-[90vh] max-w-3xl overflow-y-auto">
      <section
        aria-label="Current plan"
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-muted/50 p-4 text-sm"
      >
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground">Current plan</span>
          <strong>{plan.label}</strong>
          <Badge variant={plan.status === "active" ? "success" : "secondary"}>{statusLabel(plan.status)}</Badge>
        </span>
        {ends ? (
          <span>
            <span className="text-muted-foreground">Ends on </span>
            <strong>{ends}</strong>
          </span>
        ) : plan.renewalDate ? (
          <span>
            <span className="text-muted-foreground">Next billing date </span>
            <strong>{formatBillingDate(plan.renewalDate)}</strong>
          </span>
        ) : null}
      </section>

      {isFree ? (
        <section aria-labelledby="billing-upgrade-title" className="space-y-3">
          <h3 id="billing-upgrade-title" className="font-semibold">
            Upgrade your plan
          </h3>
          <PlanCards
            currency={profile.currency}
            currentPlan={plan.name}
            salesEmail={salesEmail}
            onSubscribe={onSubscribe}
          />
        </section>
      ) : null}

      <section aria-labelledby="billing-addons-title" className="space-y-2">
        <h3 id="billing-addons-title" className="font-semibold">
          Available Addons
        </h3>
        {!hasSubscription ? (
          <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.addonsNeedSubscription}</p>
        ) : null}
        <ul className="divide-y divide-border">
          {ADDON_CATALOGUE.map((addon) => (
            <AddonPicker
              key={addon.id}
              addon={addon}
              currency={profile.currency}
              quantity={draft[addon.id]}
              disabled={!hasSubscription}
              onChange={(quantity) => onAddonChange(addon.id, quantity)}
            />
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <p className="text-[13px] text-muted-foreground">{BILLING_MESSAGES.addonsNextCycle}</p>
          <Button onClick={onSave} disabled={!hasSubscription}>
            Save Changes
          </Button>
        </div>
      </section>

      {hasSubscription ? (
        plan.cancels ? (
          <section aria-labelledby="billing-miss-title" className="space-y-3 rounded-lg border border-border p-4">
            <h3 id="billing-miss-title" className="font-semibold">
              We will miss you
            </h3>
            <p className="text-sm text-muted-foreground">
              Your subscription ends{ends ? ` on ${ends}` : " at the end of the period"}. Reactivate it to keep your
              plan, add-ons and included credits.
            </p>
            <Button onClick={() => void onReactivate()} loading={reactivating}>
              Reactivate Subscription
            </Button>
          </section>
        ) : (
          <section
            aria-labelledby="billing-danger-title"
            className="space-y-3 rounded-lg border border-destructive/40 p-4"
          >
            <h3 id="billing-danger-title" className="font-semibold text-destructive">
              Danger Zone
            </h3>
            <p className="text-sm text-muted-foreground">
              Cancelling keeps your plan until the end of the billing period, then the workspace moves to the Free plan.
            </p>
            <Button variant="destructive" onClick={onCancelSubscription}>
              Cancel Subscription
            </Button>
          </section>
        )
      ) : null}
    </Dialog>
  );
}
