"use client";

import { callError, loadTrpc } from "@parlo/app-ui/trpc";
import { SWITCH_CLASSES } from "@parlo/app-ui/switch-row";
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Label,
  Skeleton,
} from "@parlo/ui";
import { useToast } from "@parlo/ui/toaster";
import {
  ORG_AUTO_RECHARGE,
  ORG_BILLING_MESSAGES,
  orgRechargeDeclinedMessage,
  type OrgAutoRechargeSettings,
} from "@parlo/validators/agency-billing-plain";
import type { TOrgAutoRechargeState, TOrgRechargeIssue } from "@parlo/validators";
import { useEffect, useState } from "react";
import { SteppedField } from "./stepped-field";

/** Whole units of the account currency: "$5", "€100". */
function wholeAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Why the last automatic recharge did not go through: a link to pay, or a declined card to replace. */
function RechargeIssue({ issue, readOnly }: { issue: TOrgRechargeIssue; readOnly: boolean }) {
  if (issue.kind === "declined") {
    return (
      <Alert variant="error" data-testid="org-auto-recharge-issue">
        {orgRechargeDeclinedMessage(issue.reason)}
      </Alert>
    );
  }
  return (
    <Alert data-testid="org-auto-recharge-issue">
      <p>{ORG_BILLING_MESSAGES.rechargeNeedsConfirmation}</p>
      {issue.payUrl && !readOnly ? (
        <a
          href={issue.payUrl}
          className="mt-2 inline-flex h-8 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {ORG_BILLING_MESSAGES.rechargeConfirmPayment}
        </a>
      ) : null}
    </Alert>
  );
}

/**
 * The org's Auto-Recharge card (agency-shell-dashboards.md sections 2, 5 and 8): when the org's
 * credits fall under the threshold (100 to 5,000 credits, steps of 100) its saved card is charged
 * the amount (5 to 100 in the agency's currency, steps of 5). Save is disabled without a saved
 * card; a failed save shows "Error: {message}" (or the spec's fallback) and the fields go back to
 * what was saved. When the last automatic recharge did not go through, the card says why.
 */
export function OrgAutoRechargeCard({ readOnly }: { readOnly: boolean }) {
  const toast = useToast();
  const [state, setState] = useState<TOrgAutoRechargeState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState<OrgAutoRechargeSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    void loadTrpc()
      .then((trpc) => trpc.orgRecharge.settings.query())
      .then(
        (answer) => {
          if (!active) return;
          setState(answer);
          setDraft(answer.settings);
        },
        () => active && setLoadFailed(true),
      );
    return () => {
      active = false;
    };
  }, []);

  if (loadFailed) {
    return (
      <Card data-testid="org-auto-recharge-card">
        <CardHeader>
          <CardTitle>Auto-Recharge</CardTitle>
          <CardDescription>The auto-recharge settings could not be loaded. Please reload the page.</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  if (!state || !draft) {
    return <Skeleton className="h-72 w-full max-w-xl rounded-xl" />;
  }
  if (!state.available) {
    return (
      <Card data-testid="org-auto-recharge-card" className="max-w-xl">
        <CardHeader>
          <CardTitle>Auto-Recharge</CardTitle>
          <CardDescription>{ORG_BILLING_MESSAGES.billingUnavailable}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const saved = state.settings;
  const changed =
    draft.automaticBilling !== saved.automaticBilling ||
    draft.threshold !== saved.threshold ||
    draft.amount !== saved.amount;
  const fieldsDisabled = readOnly || saving;
  const canSave = state.hasPaymentMethod && !readOnly && !saving && changed;

  const save = async () => {
    setSaving(true);
    try {
      const result = await (await loadTrpc()).orgRecharge.save.mutate(draft);
      setState({ ...state, settings: result.settings });
      setDraft(result.settings);
      toast(result.message, "success", 2000);
    } catch (failure) {
      const { message, code } = callError(failure, ORG_BILLING_MESSAGES.rechargeFailed);
      toast(code ? `Error: ${message}` : message, "error", 3000);
      // the switch and fields go back to what the server holds
      setDraft(saved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-testid="org-auto-recharge-card" className="max-w-xl">
      <CardHeader>
        <CardTitle>Auto-Recharge</CardTitle>
        <CardDescription>Automatically buy credits with your saved card when your balance runs low.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {state.issue ? <RechargeIssue issue={state.issue} readOnly={readOnly} /> : null}
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="org-auto-recharge-on">Enable auto-recharge</Label>
          <input
            id="org-auto-recharge-on"
            type="checkbox"
            role="switch"
            className={SWITCH_CLASSES}
            checked={draft.automaticBilling}
            disabled={fieldsDisabled}
            onChange={(event) => setDraft({ ...draft, automaticBilling: event.target.checked })}
          />
        </div>
        <SteppedField
          id="org-auto-recharge-threshold"
          label="When credits fall below"
          range={ORG_AUTO_RECHARGE.threshold}
          value={draft.threshold}
          disabled={fieldsDisabled}
          onChange={(threshold) => setDraft({ ...draft, threshold })}
          unit="credits"
        />
        <SteppedField
          id="org-auto-recharge-amount"
          label="Recharge amount"
          range={ORG_AUTO_RECHARGE.amount}
          value={draft.amount}
          disabled={fieldsDisabled}
          onChange={(amount) => setDraft({ ...draft, amount })}
          unit={state.currency.toUpperCase()}
        />
        <p className="text-sm text-muted-foreground" data-testid="org-auto-recharge-summary">
          {draft.automaticBilling
            ? `When your balance falls below ${draft.threshold.toLocaleString("en-US")} credits, ${wholeAmount(draft.amount, state.currency)} is charged to your saved card.`
            : "Auto-recharge is off."}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-start gap-2">
        <Button type="button" onClick={() => void save()} disabled={!canSave} loading={saving}>
          Save
        </Button>
        {state.hasPaymentMethod ? null : (
          <p className="text-sm text-muted-foreground" data-testid="org-auto-recharge-needs-card">
            {ORG_BILLING_MESSAGES.addPaymentMethodForRecharge}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
