"use client";

import { Alert, Button } from "@parlo/ui";
import { AfterMount } from "@parlo/ui/after-mount";
import { formatCreditsOneDecimal, type TOrgBillingDetails } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { lazy, useState } from "react";
import type { BillingReturn } from "./billing-return";
import { CreditPurchaseCard } from "./credit-purchase-card";
import { OrgAutoRechargeCard } from "./org-auto-recharge-card";
import type { OrgBillingCardProps } from "./org-billing-card-props";
import { PaymentMethodCard } from "./payment-method-card";

// the dialog (invoices, plans) loads when opened, never with the page
const BillingDialog = lazy(() => import("./billing-dialog").then((m) => ({ default: m.BillingDialog })));

/**
 * The client's Billing page: the org's credits, then its billing cards, and the Billing dialog.
 * The cards are listed here, one line each (an Auto-Recharge card is one more line).
 */
export function OrgBillingPage({
  billing,
  readOnly,
  returned,
}: {
  billing: TOrgBillingDetails;
  readOnly: boolean;
  /** back from a plan's Checkout or a paid recharge link */
  returned: BillingReturn | null;
}) {
  const router = useRouter();
  const [dialogOpen, setDialogOpen] = useState(false);
  const props: OrgBillingCardProps = { billing, readOnly, onChanged: () => router.refresh() };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
          <p className="text-sm text-muted-foreground">
            Your organization has{" "}
            <strong className="text-foreground tabular-nums" data-testid="org-balance">
              {formatCreditsOneDecimal(billing.credits)}
            </strong>{" "}
            credits.
          </p>
        </div>
        <Button type="button" variant="outline" onClick={() => setDialogOpen(true)}>
          Billing details
        </Button>
      </div>
      {returned === "subscribed" ? (
        <Alert variant="success" title="Thank you for subscribing">
          Your plan is active as soon as the payment is confirmed; its credits are added to your organization.
        </Alert>
      ) : null}
      {returned === "recharge-paid" ? (
        <Alert variant="success" title="Thank you for confirming the recharge">
          Its credits are added to your organization as soon as the payment is confirmed.
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PaymentMethodCard {...props} />
        {billing.allowCreditPurchases ? <CreditPurchaseCard {...props} /> : null}
        {/* a new card re-reads whether one is saved (Save needs it) */}
        <OrgAutoRechargeCard key={billing.paymentMethod?.id ?? "no-card"} readOnly={readOnly} />
      </div>
      {dialogOpen ? (
        <AfterMount>
          <BillingDialog {...props} onClose={() => setDialogOpen(false)} />
        </AfterMount>
      ) : null}
    </div>
  );
}
