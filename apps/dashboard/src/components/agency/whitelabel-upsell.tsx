"use client";

import { Alert, Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { AGENCY_LIMITS, AGENCY_MESSAGES, type TRegion, type TWhitelabelAccess } from "@parlo/validators";
import { Lock } from "lucide";
import Link from "next/link";
import { useState } from "react";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import { routes } from "@/lib/routes";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { activateWhitelabelTrial } from "./agency-api";
import { formatDay, whitelabelOfferText } from "./whitelabel-offer";

/**
 * In place of a feature of the whitelabel add-on: what it unlocks, the offer (with a link to
 * billing) and, once per workspace, the 14-day free trial; a started trial shows its end date in
 * a dialog and unlocks the feature at once.
 */
export function WhitelabelUpsell({
  region,
  workspaceId,
  feature,
  whitelabel,
  onTrialStarted,
}: {
  region: TRegion;
  workspaceId: string;
  /** what the add-on unlocks here, e.g. "Connect your own domain" */
  feature: string;
  whitelabel: TWhitelabelAccess;
  onTrialStarted: (trialEndsAt: Date) => void;
}) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startTrial = async () => {
    setStarting(true);
    setError(null);
    try {
      const { trialEndsAt } = await activateWhitelabelTrial({ region, workspaceId });
      onTrialStarted(trialEndsAt);
    } catch (failure) {
      setError(callErrorMessage(failure, "Could not start the trial. Please try again."));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-dashed border-primary/40 bg-primary/5 p-4"
      data-testid="whitelabel-upsell"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon node={Lock} />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium">{feature}</p>
          <p className="text-[13px] text-muted-foreground">{AGENCY_MESSAGES.whitelabelOnly}.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link href={routes.billing(region)}>{whitelabelOfferText(whitelabel.offer)}</Link>
        </Button>
        {whitelabel.trialUsed ? null : (
          <Button variant="outline" size="sm" loading={starting} onClick={() => void startTrial()}>
            Start {AGENCY_LIMITS.trialDays}-day free trial
          </Button>
        )}
      </div>
      {whitelabel.trialUsed && whitelabel.trialEndsAt ? (
        <p className="text-xs text-muted-foreground">
          Your free trial ended on {formatDay(whitelabel.trialEndsAt)}. Your settings are kept.
        </p>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </div>
  );
}

/** The dialog after the trial starts: what it unlocks and when it ends. */
export function TrialStartedDialog({ trialEndsAt, onClose }: { trialEndsAt: Date | null; onClose: () => void }) {
  return (
    <LazyDialog
      open={trialEndsAt !== null}
      onClose={onClose}
      title="Whitelabel trial started"
      description={AGENCY_MESSAGES.trialStarted}
      closeButton
    >
      <p className="text-sm">
        Custom domains and Auto Billing are unlocked until <strong>{trialEndsAt ? formatDay(trialEndsAt) : ""}</strong>.
        Add the whitelabel add-on in Billing to keep them afterwards.
      </p>
      <div className="flex justify-end">
        <Button onClick={onClose}>Got it</Button>
      </div>
    </LazyDialog>
  );
}
