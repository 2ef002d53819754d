"use client";

import { callErrorMessage } from "@parlo/app-ui/trpc";
import { Button, cn } from "@parlo/ui";
import { useToast } from "@parlo/ui/toaster";
import { ORG_BILLING_MESSAGES, ORG_CREDIT_PURCHASE, quickPickLabel } from "@parlo/validators/agency-billing-plain";
import { useState } from "react";
import { creditsText, purchasePriceText } from "./billing-money";
import type { OrgBillingCardProps } from "./org-billing-card-props";
import { runCreditPurchase } from "./run-purchase";
import { SteppedField } from "./stepped-field";

/**
 * Buying credits with the saved card: 1,000 to 50,000 in steps of 500 (a slider and a number),
 * quick picks 1K 2.5K 5K 10K, and the price of the purchase in the agency's currency. Without a
 * saved card the button is disabled: "Please add a payment method to continue".
 */
export function CreditPurchaseForm({
  billing,
  readOnly,
  onChanged,
  idPrefix,
}: OrgBillingCardProps & { idPrefix: string }) {
  const toast = useToast();
  const [credits, setCredits] = useState<number>(ORG_CREDIT_PURCHASE.default);
  const [buying, setBuying] = useState(false);
  const noCard = billing.paymentMethod === null;

  const buy = async () => {
    setBuying(true);
    try {
      await runCreditPurchase(billing, credits);
      toast(ORG_BILLING_MESSAGES.creditsPurchased, "success", 3000);
      onChanged();
    } catch (error) {
      console.error("credit purchase:", callErrorMessage(error, "failed"));
      toast(ORG_BILLING_MESSAGES.purchaseFailed, "error", 3000);
    } finally {
      setBuying(false);
    }
  };

  const hint = `${idPrefix}-hint`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick picks">
        {ORG_CREDIT_PURCHASE.quickPicks.map((pick) => (
          <Button
            key={pick}
            type="button"
            size="sm"
            variant={pick === credits ? "default" : "outline"}
            aria-pressed={pick === credits}
            onClick={() => setCredits(pick)}
          >
            {quickPickLabel(pick)}
          </Button>
        ))}
      </div>
      <SteppedField
        id={`${idPrefix}-credits`}
        label="Credits"
        range={ORG_CREDIT_PURCHASE}
        value={credits}
        disabled={buying}
        onChange={setCredits}
      />
      <div className="flex items-baseline justify-between rounded-lg bg-muted/60 px-4 py-3">
        <span className="text-sm text-muted-foreground">{creditsText(credits)} credits</span>
        <span className="text-xl font-semibold tabular-nums" data-testid={`${idPrefix}-price`}>
          {purchasePriceText(credits, billing)}
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <Button
          type="button"
          loading={buying}
          disabled={noCard || readOnly || buying}
          aria-describedby={noCard ? hint : undefined}
          onClick={() => void buy()}
        >
          Purchase {creditsText(credits)} credits
        </Button>
        <p id={hint} className={cn("text-[13px] text-muted-foreground", !noCard && "sr-only")}>
          {noCard ? ORG_BILLING_MESSAGES.addPaymentMethod : ""}
        </p>
      </div>
    </div>
  );
}
