"use client";

import { Input, Label } from "@parlo/ui";
import type { TRegion, TWhitelabelAccess } from "@parlo/validators";
import { ComingNote } from "./coming-note";
import { SettingsCard } from "./settings-card";
import { SwitchRow } from "@parlo/app-ui/switch-row";
import { WhitelabelUpsell } from "./whitelabel-upsell";

/**
 * Auto Billing (whitelabel add-on only): charging clients automatically for their usage. Without
 * the add-on it offers it; with it, the settings' frame shows, disabled until client billing ships.
 */
export function AutoBillingTab({
  region,
  workspaceId,
  whitelabel,
  onTrialStarted,
}: {
  region: TRegion;
  workspaceId: string;
  whitelabel: TWhitelabelAccess;
  onTrialStarted: (trialEndsAt: Date) => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {whitelabel.active ? (
        <ComingNote>
          Client billing arrives in an upcoming release: these settings show what you will be able to set; they are not
          saved yet.
        </ComingNote>
      ) : (
        <WhitelabelUpsell
          region={region}
          workspaceId={workspaceId}
          feature="Bill your clients automatically"
          whitelabel={whitelabel}
          onTrialStarted={onTrialStarted}
        />
      )}
      <SettingsCard title="Client billing" description="Charge your clients for the credits their agents use.">
        <SwitchRow
          id="auto-billing-enabled"
          label="Bill clients automatically"
          help="Clients pay through your connected payment account; a 5% platform fee applies per transaction."
          checked={false}
          disabled
          readOnly
        />
        <div className="flex max-w-xs flex-col gap-1.5">
          <Label htmlFor="auto-billing-extra">Extra charge per credit (USD)</Label>
          <Input id="auto-billing-extra" defaultValue="0.003" inputMode="decimal" disabled />
        </div>
      </SettingsCard>
    </div>
  );
}
