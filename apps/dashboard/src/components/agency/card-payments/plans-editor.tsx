"use client";

import { Alert, Badge, Button, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { AGENCY_BILLING_MESSAGES, AGENCY_PLAN_MAX_COUNT, type TAgencyBillingState } from "@parlo/validators";
import { Plus, Trash2, X } from "lucide";
import { useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { SwitchRow } from "@parlo/app-ui/switch-row";
import {
  addFeature,
  newPlanDraft,
  planDraftsProblem,
  planPriceText,
  removeFeature,
  toPlanDrafts,
  toPlanInput,
  type PlanDraft,
} from "./plan-drafts";
import type { AgencyBilling } from "./use-agency-billing";

/**
 * Step 4: the client plans (Basic 5000 and Premium 15000 by default), each with a name, credits,
 * up to 5 features and the popular mark; the price is read-only (credits x the final per-credit
 * price). Saving writes them to the connected account (`upsertAgencyPlans`). Locked, with the
 * spec's message, until steps 1 and 2 are done and the billing settings saved.
 */
export function PlansEditor({ billing, state }: { billing: AgencyBilling; state: TAgencyBillingState }) {
  const toast = useToast();
  const [plans, setPlans] = useState<PlanDraft[]>(() => toPlanDrafts(state.plans));
  const [syncedFrom, setSyncedFrom] = useState(state.plans);
  // the server's answer (a save, a new price) replaces the drafts
  if (syncedFrom !== state.plans) {
    setSyncedFrom(state.plans);
    setPlans(toPlanDrafts(state.plans));
  }
  const ready = state.accountId !== null && state.isConnected && state.billingSaved;
  const locked = !ready || billing.busy !== null;

  const update = (index: number, change: (plan: PlanDraft) => PlanDraft | { error: string }) => {
    const current = plans[index];
    if (!current) return;
    const next = change(current);
    if ("error" in next) {
      toast(next.error, "error", 3000);
      return;
    }
    setPlans(plans.map((plan, at) => (at === index ? next : plan)));
  };

  const save = () => {
    const problem = planDraftsProblem(plans);
    if (problem) {
      toast(problem, "error", 3000);
      return;
    }
    void billing.savePlans(toPlanInput(plans));
  };

  return (
    <div className="flex flex-col gap-4">
      {!ready ? (
        <Alert variant="info" title={AGENCY_BILLING_MESSAGES.stepOrder} data-testid="plans-step-order" />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {plans.map((plan, index) => (
          <fieldset
            key={plan.productId ?? `new-${index}`}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4"
            disabled={locked}
            data-testid={`plan-${index}`}
          >
            <legend className="sr-only">Plan {index + 1}</legend>
            <div className="flex items-center justify-between gap-2">
              {plan.isPopular ? <Badge>Popular</Badge> : <span />}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${plan.name || "this plan"}`}
                disabled={locked || plans.length <= 1}
                onClick={() => setPlans(plans.filter((_, at) => at !== index))}
              >
                <Icon node={Trash2} />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`plan-${index}-name`}>Name</Label>
                <Input
                  id={`plan-${index}-name`}
                  value={plan.name}
                  onChange={(event) => update(index, (p) => ({ ...p, name: event.target.value }))}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`plan-${index}-credits`}>Credits per month</Label>
                <Input
                  id={`plan-${index}-credits`}
                  inputMode="numeric"
                  value={plan.credits}
                  onChange={(event) => update(index, (p) => ({ ...p, credits: event.target.value }))}
                />
              </div>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`plan-${index}-price`}>Price per month</Label>
              <Input
                id={`plan-${index}-price`}
                className="bg-muted"
                value={planPriceText(plan, state)}
                readOnly
                aria-readonly="true"
              />
            </div>
            <div className="flex flex-col gap-2" role="group" aria-labelledby={`plan-${index}-features`}>
              <span id={`plan-${index}-features`} className="text-sm leading-none font-medium">
                Features
              </span>
              {plan.features.map((feature, at) => (
                <div key={at} className="flex items-center gap-2">
                  <Input
                    aria-label={`Feature ${at + 1}`}
                    value={feature}
                    onChange={(event) =>
                      update(index, (p) => ({
                        ...p,
                        features: p.features.map((text, which) => (which === at ? event.target.value : text)),
                      }))
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove feature ${at + 1}`}
                    onClick={() => update(index, (p) => removeFeature(p, at))}
                  >
                    <Icon node={X} />
                  </Button>
                </div>
              ))}
              <div>
                <Button type="button" variant="outline" size="sm" onClick={() => update(index, addFeature)}>
                  <Icon node={Plus} /> Add feature
                </Button>
              </div>
            </div>
            <SwitchRow
              id={`plan-${index}-popular`}
              label="Mark as popular"
              checked={plan.isPopular}
              disabled={locked}
              onChange={(event) => update(index, (p) => ({ ...p, isPopular: event.target.checked }))}
            />
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={locked || plans.length >= AGENCY_PLAN_MAX_COUNT}
          onClick={() => setPlans([...plans, newPlanDraft()])}
        >
          <Icon node={Plus} /> Add plan
        </Button>
        <Button type="button" onClick={save} loading={billing.busy === "plans"} disabled={locked}>
          Save plans
        </Button>
      </div>
    </div>
  );
}
