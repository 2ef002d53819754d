"use client";

import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Badge, Button, cn } from "@parlo/ui";
import { useToast } from "@parlo/ui/toaster";
import type { TOrgBillingDetails } from "@parlo/validators";
import { ORG_BILLING_MESSAGES } from "@parlo/validators/agency-billing-plain";
import { useState } from "react";
import { creditsText, formatMinor } from "./billing-money";

const LIVE = new Set(["active", "trialing", "past_due", "incomplete", "unpaid"]);

/**
 * The agency's plans as cards (the popular one marked); Subscribe opens Stripe Checkout on the
 * agency's account, which returns to this page. With a live subscription: its plan and Cancel.
 */
export function PlanCards({
  billing,
  readOnly,
  onChanged,
}: {
  billing: TOrgBillingDetails;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  const subscription = billing.subscription;
  const live = subscription !== null && LIVE.has(subscription.status);

  const subscribe = async (priceId: string) => {
    setPending(priceId);
    try {
      const session = await (await loadTrpc()).orgBilling.createSubscriptionSession.mutate({ priceId });
      if (session.redirect) window.location.assign(session.sessionUrl);
    } catch (error) {
      console.error("subscription:", callErrorMessage(error, "failed"));
      toast(ORG_BILLING_MESSAGES.subscriptionFailed, "error", 3000);
      setPending(null);
    }
  };

  const cancel = async () => {
    setCanceling(true);
    try {
      await (await loadTrpc()).orgBilling.cancelSubscription.mutate();
      toast(ORG_BILLING_MESSAGES.subscriptionCanceled, "success", 3000);
      onChanged();
    } catch (error) {
      console.error("cancel subscription:", callErrorMessage(error, "failed"));
      toast(ORG_BILLING_MESSAGES.cancelFailed, "error", 3000);
    } finally {
      setCanceling(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {live && subscription ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border px-4 py-3"
          data-testid="current-subscription"
        >
          <span className="flex flex-col">
            <span className="font-medium">{subscription.planName ?? "Your plan"}</span>
            <span className="text-[13px] text-muted-foreground capitalize">
              {subscription.status.replace("_", " ")}
            </span>
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={canceling}
            disabled={readOnly}
            onClick={() => void cancel()}
          >
            Cancel subscription
          </Button>
        </div>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {billing.plans.map((plan) => {
          const current = live && subscription?.priceId === plan.priceId;
          return (
            <li
              key={plan.priceId ?? plan.name}
              className={cn(
                "flex flex-col gap-3 rounded-xl border p-4",
                plan.isPopular ? "border-primary ring-1 ring-primary/30" : "border-border",
              )}
              data-testid="plan-card"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{plan.name}</span>
                {plan.isPopular ? <Badge>Most popular</Badge> : null}
              </div>
              <div>
                <span className="text-2xl font-semibold tabular-nums">{formatMinor(plan.price, plan.currency)}</span>
                <span className="text-sm text-muted-foreground"> / month</span>
              </div>
              <p className="text-sm text-muted-foreground">{creditsText(plan.credits)} credits every month</p>
              <ul className="flex flex-col gap-1 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature}>✓ {feature}</li>
                ))}
              </ul>
              <Button
                type="button"
                className="mt-auto"
                variant={plan.isPopular ? "default" : "outline"}
                loading={pending === plan.priceId}
                disabled={readOnly || live || pending !== null || !plan.priceId}
                onClick={() => plan.priceId && void subscribe(plan.priceId)}
              >
                {current ? "Current plan" : `Subscribe to ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
