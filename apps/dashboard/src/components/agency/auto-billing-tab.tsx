"use client";

import { Alert, Button, Skeleton } from "@parlo/ui";
import {
  CLIENT_MESSAGES,
  DEFAULT_AGENCY_AUTO_BILLING,
  type TAgencyAutoBilling,
  type TRegion,
  type TWhitelabelAccess,
} from "@parlo/validators";
import { useState } from "react";
import { SwitchRow } from "@parlo/app-ui/switch-row";
import { useAgencyBilling } from "./card-payments/use-agency-billing";
import { SettingsCard } from "./settings-card";
import { WhitelabelUpsell } from "./whitelabel-upsell";

const SWITCHES: readonly { key: keyof TAgencyAutoBilling; label: string; help: string; needsPayments?: boolean }[] = [
  {
    key: "newOrgsAllowBilling",
    label: "Enable billing for new organizations",
    help: "Organizations you create, and clients' own sign-ups, start with Enable Billing on.",
    needsPayments: true,
  },
  {
    key: "allowCreditPurchases",
    label: "Let clients buy credits",
    help: "Clients with the Billing page buy credits with their card, paid into your Stripe account.",
  },
  {
    key: "allowAutoRecharge",
    label: "Let clients turn on auto-recharge",
    help: "Their saved card is charged when their organization's credits fall under their threshold.",
  },
];

/**
 * Auto Billing (whitelabel add-on only): how the agency bills its clients. Without the add-on it
 * offers it and shows the switches disabled; billing for new organizations needs card payments
 * connected (SAAS Mode).
 */
export function AutoBillingTab({
  region,
  workspaceId,
  whitelabel,
  onTrialStarted,
  agencySaved,
}: {
  region: TRegion;
  workspaceId: string;
  whitelabel: TWhitelabelAccess;
  onTrialStarted: (trialEndsAt: Date) => void;
  agencySaved: boolean;
}) {
  const billing = useAgencyBilling({ region, workspaceId, enabled: agencySaved && whitelabel.active });
  const state = whitelabel.active && agencySaved ? billing.state : null;
  const loading = whitelabel.active && agencySaved && !state && billing.status === "loading";
  return (
    <div className="flex flex-col gap-5" data-testid="auto-billing">
      {!whitelabel.active ? (
        <WhitelabelUpsell
          region={region}
          workspaceId={workspaceId}
          feature="Bill your clients automatically"
          whitelabel={whitelabel}
          onTrialStarted={onTrialStarted}
        />
      ) : !agencySaved ? (
        <Alert variant="info" title={CLIENT_MESSAGES.saveAgencyFirst} />
      ) : null}
      {loading ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : (
        <AutoBillingForm
          key={state ? JSON.stringify(state.autoBilling) : "locked"}
          saved={state?.autoBilling ?? DEFAULT_AGENCY_AUTO_BILLING}
          paymentsConnected={state?.isConnected ?? false}
          locked={!state}
          saving={billing.busy === "autoBilling"}
          onSave={billing.saveAutoBilling}
        />
      )}
    </div>
  );
}

function AutoBillingForm({
  saved,
  paymentsConnected,
  locked,
  saving,
  onSave,
}: {
  saved: TAgencyAutoBilling;
  paymentsConnected: boolean;
  locked: boolean;
  saving: boolean;
  onSave: (autoBilling: TAgencyAutoBilling) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(saved);
  const dirty = SWITCHES.some((option) => draft[option.key] !== saved[option.key]);
  return (
    <SettingsCard title="Client billing" description="How your clients pay you for their credits.">
      {!locked && !paymentsConnected ? (
        <Alert variant="info" title="Connect card payments in SAAS Mode (steps 1 and 2) to bill new organizations." />
      ) : null}
      <div className="flex flex-col gap-3">
        {SWITCHES.map((option) => (
          <SwitchRow
            key={option.key}
            id={`auto-billing-${option.key}`}
            label={option.label}
            help={option.help}
            checked={draft[option.key]}
            disabled={locked || saving || (option.needsPayments === true && !paymentsConnected && !draft[option.key])}
            onChange={(event) => setDraft({ ...draft, [option.key]: event.target.checked })}
          />
        ))}
      </div>
      <div>
        <Button onClick={() => void onSave(draft)} loading={saving} disabled={locked || !dirty}>
          Save auto billing
        </Button>
      </div>
    </SettingsCard>
  );
}
