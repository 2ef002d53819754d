"use client";

import { Dialog } from "@parlo/ui/dialog";
import type { ReactNode } from "react";
import { CreditPurchaseForm } from "./credit-purchase-form";
import { InvoiceList } from "./invoice-list";
import type { OrgBillingCardProps } from "./org-billing-card-props";
import { PaymentMethodSummary } from "./payment-method-summary";
import { PlanCards } from "./plan-cards";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The Billing dialog: the saved card, the billing details, the 4 newest invoices, a credit
 * purchase and, when the agency offers plans, its plans through Checkout (and cancelling the
 * current one).
 */
export function BillingDialog({ onClose, ...props }: OrgBillingCardProps & { onClose: () => void }) {
  const { billing } = props;
  return (
    <Dialog title="Billing" onClose={onClose} closeButton className="max-h-[90vh] max-w-2xl overflow-y-auto">
      <div className="flex flex-col gap-6" data-testid="billing-dialog">
        <div className="grid gap-6 sm:grid-cols-2">
          <Section title="Payment method">
            {billing.paymentMethod ? (
              <PaymentMethodSummary method={billing.paymentMethod} />
            ) : (
              <p className="text-sm text-muted-foreground">No payment method</p>
            )}
          </Section>
          <Section title="Billing details">
            {billing.billingDetails ? (
              <span className="flex flex-col text-sm">
                <span className="font-medium">{billing.billingDetails.name}</span>
                <span className="text-muted-foreground">{billing.billingDetails.email}</span>
              </span>
            ) : (
              <p className="text-sm text-muted-foreground">None yet</p>
            )}
          </Section>
        </div>
        <Section title="Invoices">
          <InvoiceList invoices={billing.invoices} />
        </Section>
        {billing.allowCreditPurchases ? (
          <Section title="Buy credits">
            <CreditPurchaseForm {...props} idPrefix="dialog-purchase" />
          </Section>
        ) : null}
        {billing.allowPlans && billing.plans.length > 0 ? (
          <Section title="Plans">
            <PlanCards {...props} />
          </Section>
        ) : null}
      </div>
    </Dialog>
  );
}
