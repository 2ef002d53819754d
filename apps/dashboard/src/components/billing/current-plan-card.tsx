"use client";

import { Badge, Button, Card, CardContent, CardDescription, CardHeader } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { BILLING_MESSAGES, type TCurrentPlan, type TPaymentMethodSummary } from "@parlo/validators";
import { CircleAlert, CreditCard, Plus, Sparkles } from "lucide";
import type { ReactNode } from "react";
import { formatBillingDate, formatCredits, formatUsd, statusLabel } from "./billing-format";
import { HoverHint } from "./hover-hint";
import { UsageBar } from "./usage-bar";

export interface CurrentPlanActions {
  onTopUp: () => void;
  /** Upgrade on the free plan, Modify Plan otherwise */
  onMainAction: () => void;
  onUpdateCard: () => void;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}

/** The date the plan ends when it is set to cancel. */
export function cancelDate(plan: TCurrentPlan): string | null {
  if (!plan.cancels) return null;
  if (plan.cancelsAt) return formatBillingDate(plan.cancelsAt);
  return plan.renewalDate ? formatBillingDate(plan.renewalDate) : null;
}

/**
 * The Current Plan card: USD balance with Top Up, plan and status, next billing date, cost this
 * month, the usage bar, the red banner of a plan set to cancel, and Upgrade / Modify Plan. Without
 * `actions` (members, payments not configured) it only shows.
 */
export function CurrentPlanCard({
  plan,
  balanceCredits,
  costThisMonthUsd,
  paymentMethod,
  actions,
  notice,
}: {
  plan: TCurrentPlan;
  balanceCredits: string;
  /** null when not known (members) */
  costThisMonthUsd: number | null;
  paymentMethod: TPaymentMethodSummary | null;
  actions?: CurrentPlanActions;
  notice?: ReactNode;
}) {
  const isFree = plan.name === "free";
  const ends = cancelDate(plan);
  const credits = Number(balanceCredits);
  return (
    <Card>
      <section aria-labelledby="billing-plan-title">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div className="space-y-1.5">
            <h2 id="billing-plan-title" className="text-lg leading-tight font-semibold tracking-tight">
              Plan and usage
            </h2>
            <CardDescription>Your plan, credit balance and this month&apos;s usage.</CardDescription>
          </div>
          {actions ? (
            <Button onClick={actions.onMainAction}>
              {isFree ? <Icon node={Sparkles} /> : null}
              {isFree ? "Upgrade" : "Modify Plan"}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-6">
          {notice}
          {ends ? (
            <div
              role="alert"
              data-testid="cancel-banner"
              className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
            >
              <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0" />
              <p>
                Your subscription is set to cancel on <strong>{ends}</strong>. You keep your plan until then, then the
                workspace moves to the Free plan.
              </p>
            </div>
          ) : null}
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="USD Balance">
              <span className="flex flex-wrap items-center gap-2">
                <span data-testid="usd-balance" className="tabular-nums">
                  {formatUsd(plan.usdBalance)}
                </span>
                {actions ? (
                  <HoverHint hint={BILLING_MESSAGES.topUpTooltip} active={isFree}>
                    <Button size="sm" variant="outline" disabled={isFree} onClick={actions.onTopUp}>
                      <Icon node={Plus} /> Top Up
                    </Button>
                  </HoverHint>
                ) : null}
              </span>
              <span className="block text-xs font-normal text-muted-foreground">
                {Number.isFinite(credits) ? `${formatCredits(credits)} credits` : null}
              </span>
              {credits < 0 ? (
                <span data-testid="credits-owed" className="block text-xs font-normal text-destructive">
                  {BILLING_MESSAGES.creditsOwed(formatCredits(-credits))}
                </span>
              ) : null}
            </Stat>
            <Stat label="Current Plan">
              <span className="flex flex-wrap items-center gap-2">
                <span data-testid="current-plan-name">{plan.label}</span>
                <Badge variant={plan.status === "active" ? "success" : "secondary"} data-testid="current-plan-status">
                  {statusLabel(plan.status)}
                </Badge>
              </span>
            </Stat>
            {plan.renewalDate && !plan.cancels ? (
              <Stat label="Next Billing">
                <span data-testid="next-billing">{formatBillingDate(plan.renewalDate)}</span>
              </Stat>
            ) : null}
            {costThisMonthUsd !== null ? (
              <Stat label="Cost This Month">
                <span className="tabular-nums" data-testid="cost-this-month">
                  {formatUsd(costThisMonthUsd, 4)}
                </span>
              </Stat>
            ) : null}
          </dl>
          {costThisMonthUsd !== null ? <UsageBar credits={plan.credits} /> : null}
          {actions && !isFree ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-sm">
              <span className="flex items-center gap-2 text-muted-foreground">
                <Icon node={CreditCard} className="size-4" />
                {paymentMethod
                  ? `${paymentMethod.brand.toUpperCase()} •••• ${paymentMethod.last4}, expires ${String(paymentMethod.exp_month).padStart(2, "0")}/${paymentMethod.exp_year}`
                  : "No card saved"}
              </span>
              <Button variant="ghost" size="sm" onClick={actions.onUpdateCard}>
                {paymentMethod ? "Update card" : "Add a card"}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
