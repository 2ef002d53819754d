"use client";

import { Button, Input, Label } from "@parlo/ui";
import { BILLING_MESSAGES, billingMessage, TOP_UP, type TCurrencyProfile } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { errorMessage } from "../workspace/error-message";
import { formatCredits } from "./billing-format";
import type { BillingScope } from "./billing-scope";
import { loadStripeFrom } from "@parlo/app-ui/load-stripe";
import { isPaymentSuccess } from "./payment-form";
import { PaymentSummary } from "./payment-summary";
import { topUpQuote } from "./top-up";

/**
 * Add to credit balance: an amount (at least 5 of the currency), the summary with tax, Cancel and
 * Confirm Payment. Sends the USD equivalent; a payment that needs 3-D Secure is confirmed with
 * Stripe.js, then on the server.
 */
export function TopUpDialog({
  scope,
  profile,
  stripeJs,
  onClose,
}: {
  scope: BillingScope;
  profile: TCurrencyProfile;
  stripeJs: { publishableKey: string; jsUrl: string } | null;
  onClose: () => void;
}) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const [amount, setAmount] = useState(String(TOP_UP.default));
  const [busy, setBusy] = useState(false);
  const quote = topUpQuote(amount, profile);

  const fail = (message: string) => toast(message, "error", 5000);

  const onConfirm = async () => {
    if (!quote.valid) return;
    setBusy(true);
    try {
      const billing = (await loadTrpc()).billing;
      let result = await billing.topUpUsd.mutate({ ...scope, amount: quote.usdAmount, currency: profile.currency });
      if (result.requiresAction && result.clientSecret && result.paymentIntentId) {
        if (!stripeJs) return fail(BILLING_MESSAGES.stripeNotInitialized);
        const stripe = await loadStripeFrom(stripeJs.jsUrl, stripeJs.publishableKey);
        const confirmed = await stripe.confirmCardPayment(result.clientSecret);
        if (confirmed.error) return fail(confirmed.error.message || BILLING_MESSAGES.confirmationFailed);
        result = await billing.confirmTopUp.mutate({ ...scope, paymentIntentId: result.paymentIntentId });
      }
      if (!isPaymentSuccess(result.status)) {
        return fail(billingMessage(BILLING_MESSAGES.paymentFailedWithStatus, { status: result.status }));
      }
      toast(BILLING_MESSAGES.topUpDone, "success", 3000);
      router.refresh();
      onClose();
    } catch (error) {
      fail(errorMessage(error, BILLING_MESSAGES.topUpFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Add to credit balance" busy={busy} onClose={onClose} closeButton>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onConfirm();
        }}
      >
        <div className="space-y-2">
          <Label htmlFor={`${id}-amount`}>Amount ({profile.currencySymbol})</Label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
              {profile.currencySymbol}
            </span>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              className="pl-7"
              value={amount}
              aria-invalid={!quote.valid || undefined}
              aria-describedby={`${id}-help`}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <p id={`${id}-help`} className="text-[13px] text-muted-foreground">
            {billingMessage(BILLING_MESSAGES.topUpMinimum, { symbol: profile.currencySymbol })}
            {quote.valid ? ` · about ${formatCredits(quote.credits)} credits` : null}
          </p>
        </div>
        <PaymentSummary
          breakdown={quote.breakdown}
          baseLabel="Credit top-up"
          taxDescription={profile.taxDescription}
          showAddons={false}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!quote.valid}>
            Confirm Payment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
