"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import { CreditPurchaseForm } from "./credit-purchase-form";
import type { OrgBillingCardProps } from "./org-billing-card-props";

/** The Billing page's credit purchase card. */
export function CreditPurchaseCard(props: OrgBillingCardProps) {
  return (
    <Card data-testid="credit-purchase-card">
      <CardHeader>
        <CardTitle>Buy credits</CardTitle>
        <CardDescription>Credits your agents use to answer. Charged to your saved card.</CardDescription>
      </CardHeader>
      <CardContent>
        <CreditPurchaseForm {...props} idPrefix="purchase" />
      </CardContent>
    </Card>
  );
}
