"use client";

import { Button, Card, CardContent, CardDescription, CardHeader, cn } from "@parlo/ui";
import { AUTO_RECHARGE, BILLING_MESSAGES, type TBillingOverview } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import {
  autoRechargeSummary,
  initialAutoRecharge,
  monthlyLimitLabel,
  type AutoRechargeSettings,
} from "./auto-recharge";
import { formatCredits, formatWhole } from "./billing-format";
import type { BillingScope } from "./billing-scope";
import { RangeField } from "./range-field";
import { ToggleSwitch } from "./toggle-switch";

/**
 * Automatic Recharge: a switch, threshold / amount / monthly limit sliders (dimmed and disabled
 * while off), a sentence saying what the rule does, and Save. The free plan cannot turn it on.
 */
export function AutoRechargeCard({
  scope,
  saved,
  currencySymbol,
  isFree,
  embedded = false,
}: {
  scope: BillingScope;
  saved: TBillingOverview["autoRecharge"];
  currencySymbol: string;
  isFree: boolean;
  /** inside the payment modal's success panel: no card frame */
  embedded?: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const [settings, setSettings] = useState<AutoRechargeSettings>(() => initialAutoRecharge(saved, isFree));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<AutoRechargeSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const off = !settings.enabled || isFree;

  const onSave = async () => {
    setSaving(true);
    try {
      const result = await (
        await loadTrpc()
      ).billing.postChangeAutoBilling.mutate({
        ...scope,
        autoBilling: settings.enabled,
        threshold: settings.threshold,
        amount: settings.amount,
        monthlyChargeLimit: settings.monthlyChargeLimit,
      });
      if (result.success) {
        toast(BILLING_MESSAGES.autochargeSaved, "success", 3000);
        router.refresh();
      } else {
        toast(result.message ? `Error: ${result.message}` : BILLING_MESSAGES.autochargeFailed, "error", 5000);
      }
    } catch (error) {
      const message =
        error instanceof Error && error.message ? `Error: ${error.message}` : BILLING_MESSAGES.autochargeFailed;
      toast(message, "error", 5000);
    } finally {
      setSaving(false);
    }
  };

  const body = (
    <div className="space-y-5">
      <div className="space-y-2">
        <ToggleSwitch
          id={`${id}-toggle`}
          label="Enable automatic recharge"
          checked={settings.enabled && !isFree}
          disabled={isFree || saving}
          describedBy={isFree ? `${id}-free` : undefined}
          onChange={(enabled) => set({ enabled })}
        />
        {isFree ? (
          <p id={`${id}-free`} className="text-sm text-muted-foreground">
            {BILLING_MESSAGES.freePlanNoAutocharge}
          </p>
        ) : null}
      </div>
      <div
        className={cn("grid gap-5", !embedded && "sm:grid-cols-3", off && "pointer-events-none")}
        aria-disabled={off || undefined}
      >
        <RangeField
          label="Recharge threshold"
          {...AUTO_RECHARGE.threshold}
          value={settings.threshold}
          valueText={`${formatCredits(settings.threshold)} credits`}
          disabled={off}
          onChange={(threshold) => set({ threshold })}
        />
        <RangeField
          label="Recharge amount"
          {...AUTO_RECHARGE.amount}
          value={settings.amount}
          valueText={formatWhole(settings.amount, currencySymbol)}
          disabled={off}
          onChange={(amount) => set({ amount })}
        />
        <RangeField
          label="Monthly charge limit"
          {...AUTO_RECHARGE.monthlyChargeLimit}
          value={settings.monthlyChargeLimit}
          valueText={monthlyLimitLabel(settings.monthlyChargeLimit, currencySymbol)}
          disabled={off}
          onChange={(monthlyChargeLimit) => set({ monthlyChargeLimit })}
        />
      </div>
      <p className="rounded-md bg-muted/60 px-3 py-2 text-sm" aria-live="polite" data-testid="auto-recharge-summary">
        {autoRechargeSummary({ ...settings, enabled: !off }, currencySymbol)}
      </p>
      <div className="flex justify-end">
        <Button onClick={() => void onSave()} loading={saving} disabled={isFree}>
          Save
        </Button>
      </div>
    </div>
  );

  if (embedded) {
    return (
      <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border p-4 text-left">
        <h3 id={`${id}-title`} className="font-semibold">
          Automatic Recharge
        </h3>
        {body}
      </section>
    );
  }
  return (
    <Card>
      <section aria-labelledby={`${id}-title`}>
        <CardHeader>
          <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold tracking-tight">
            Automatic Recharge
          </h2>
          <CardDescription>Top up your balance automatically so your agents never run out of credits.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </section>
    </Card>
  );
}
