"use client";

import { Badge, Button, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  formatMoney,
  PLAN_CATALOGUE,
  planPrice,
  type PlanEntry,
  type TCurrency,
  type TPlanId,
} from "@parlo/validators";
import { Check } from "lucide";

function priceText(plan: PlanEntry, currency: TCurrency): string {
  const money = formatMoney(planPrice(plan, currency), currency).replace(/\.00$/, "");
  if (plan.id === "enterprise") return `From ${money} / month`;
  if (plan.id === "pay_as_you_go") return `${money} / month + usage`;
  return `${money} / month`;
}

/**
 * The upgrade block's plans: free (current), pay as you go (popular, Subscribe), enterprise (Contact
 * sales). Without `onSubscribe` (payments not configured) the plans only show, with no Subscribe.
 */
export function PlanCards({
  currency,
  currentPlan,
  salesEmail,
  onSubscribe,
}: {
  currency: TCurrency;
  currentPlan: TPlanId;
  salesEmail: string;
  onSubscribe?: (planId: TPlanId) => void;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {PLAN_CATALOGUE.map((plan) => (
        <li
          key={plan.id}
          aria-labelledby={`plan-${plan.id}`}
          className={cn(
            "flex flex-col gap-3 rounded-lg border border-border p-4",
            plan.popular && "border-primary ring-1 ring-primary",
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h4 id={`plan-${plan.id}`} className="font-semibold">
              {plan.label}
            </h4>
            {plan.popular ? <Badge>Popular</Badge> : null}
          </div>
          <p className="text-lg font-semibold">{priceText(plan, currency)}</p>
          <p className="text-[13px] text-muted-foreground">{plan.description}</p>
          <ul className="flex-1 space-y-1.5 text-[13px]">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon node={Check} className="mt-0.5 size-3.5 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{plan.additionalInfo}</p>
          {plan.id === currentPlan ? (
            <Button variant="secondary" disabled>
              Current plan
            </Button>
          ) : plan.id === "enterprise" ? (
            <Button variant="outline" asChild>
              <a href={`mailto:${salesEmail}?subject=${encodeURIComponent("Enterprise plan")}`}>{plan.cta}</a>
            </Button>
          ) : onSubscribe ? (
            <Button onClick={() => onSubscribe(plan.id)} aria-label={`${plan.cta} to ${plan.label}`}>
              {plan.cta}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
