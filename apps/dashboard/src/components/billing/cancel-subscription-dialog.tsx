"use client";

import { Button, Label, Textarea } from "@parlo/ui";
import { BILLING_MESSAGES, CANCEL_REASONS } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { errorMessage } from "../workspace/error-message";
import type { BillingScope } from "./billing-scope";

type Reason = (typeof CANCEL_REASONS)[number];

/** A reason is chosen, and Other comes with some text. */
export function cancelReasonValid(reason: Reason | null, details: string): boolean {
  if (!reason) return false;
  return reason !== "Other" || details.trim().length > 0;
}

/** Cancelling asks for a reason (Other needs text); the plan stays until the end of the period. */
export function CancelSubscriptionDialog({
  scope,
  onBack,
  onDone,
}: {
  scope: BillingScope;
  onBack: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  const valid = cancelReasonValid(reason, details);

  const onConfirm = async () => {
    if (!reason || !valid) return;
    setBusy(true);
    try {
      await (await loadTrpc()).billing.cancelSubscription.mutate({ ...scope, reason, details: details.trim() });
      toast(BILLING_MESSAGES.cancelled, "success", 3000);
      router.refresh();
      onDone();
    } catch (error) {
      toast(errorMessage(error, BILLING_MESSAGES.cancelFailed), "error", 5000);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Cancel Subscription"
      description="Your plan stays active until the end of the billing period. Tell us why you are leaving."
      busy={busy}
      onClose={onBack}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onConfirm();
        }}
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Reason for cancelling</legend>
          {CANCEL_REASONS.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="accent-[var(--primary)]"
              />
              {option}
            </label>
          ))}
        </fieldset>
        {reason === "Other" ? (
          <div className="space-y-2">
            <Label htmlFor={`${id}-details`}>Tell us the reason</Label>
            <Textarea
              id={`${id}-details`}
              rows={3}
              maxLength={1000}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onBack} disabled={busy}>
            Keep Subscription
          </Button>
          <Button type="submit" variant="destructive" disabled={!valid} loading={busy}>
            Confirm Cancellation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
