"use client";

import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FieldError, Spinner } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { useToast } from "@parlo/ui/toaster";
import { ORG_BILLING_MESSAGES } from "@parlo/validators/agency-billing-plain";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { CreditCard } from "lucide";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { OrgBillingCardProps } from "./org-billing-card-props";
import { loadOrgStripe } from "./org-stripe";
import { PaymentMethodSummary } from "./payment-method-summary";

// the card field (and Stripe.js) load only when the client opens the editor
const CardElement = lazy(() => import("@parlo/app-ui/stripe-card").then((m) => ({ default: m.CardElement })));

type Mode = "collapsed" | "expanded" | "processing";

/**
 * The org's payment method: the saved card (or "No payment method"), and its editor: a card field
 * (Stripe.js on the agency's account) with Update / Add and Cancel, then a processing state while
 * the card is saved as the org's default. Failures are logged and the editor stays open.
 */
export function PaymentMethodCard({ billing, readOnly, onChanged }: OrgBillingCardProps) {
  const toast = useToast();
  const saved = billing.paymentMethod;
  const [mode, setMode] = useState<Mode>("collapsed");
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [complete, setComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const open = mode !== "collapsed";
  useEffect(() => {
    if (!open || stripe) return;
    let live = true;
    loadOrgStripe(billing).then(
      (instance) => live && setStripe(instance),
      (error: unknown) => console.error("Stripe.js:", callErrorMessage(error, "not loaded")),
    );
    return () => {
      live = false;
    };
  }, [open, stripe, billing]);

  const onCardChange = useCallback((event: { complete: boolean; error: string | null }) => {
    setComplete(event.complete);
    setCardError(event.error);
  }, []);

  const save = async () => {
    if (!stripe || !card) return;
    setMode("processing");
    try {
      const created = await stripe.createPaymentMethod({
        type: "card",
        card,
        billing_details: { name: billing.billingDetails?.name || undefined },
      });
      if (created.error) {
        setCardError(created.error.message ?? null);
        setMode("expanded");
        return;
      }
      await (await loadTrpc()).orgBilling.savePaymentMethod.mutate({ paymentMethodId: created.paymentMethod.id });
      toast(ORG_BILLING_MESSAGES.paymentMethodSaved, "success", 3000);
      setMode("collapsed");
      onChanged();
    } catch (error) {
      // the spec shows no message for a failed update: it is logged, the editor stays open
      console.error("payment method:", callErrorMessage(error, "not saved"));
      setMode("expanded");
    }
  };

  return (
    <Card data-testid="payment-method-card">
      <CardHeader>
        <CardTitle>Payment method</CardTitle>
        <CardDescription>The card your purchases and plan are charged to.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border px-4 py-3">
          <span className="flex items-center gap-3">
            <Icon node={CreditCard} aria-hidden className="size-5 text-muted-foreground" />
            {saved ? (
              <PaymentMethodSummary method={saved} />
            ) : (
              <span className="text-sm text-muted-foreground">No payment method</span>
            )}
          </span>
          {mode === "collapsed" ? (
            <Button type="button" size="sm" variant="outline" disabled={readOnly} onClick={() => setMode("expanded")}>
              {saved ? "Edit" : "Add payment method"}
            </Button>
          ) : null}
        </div>
        {open ? (
          <div className="flex flex-col gap-3">
            <span id="org-card-label" className="text-sm font-medium">
              Card details
            </span>
            {stripe ? (
              <Suspense fallback={<Spinner />}>
                <CardElement
                  stripe={stripe}
                  labelledBy="org-card-label"
                  describedBy="org-card-error"
                  invalid={Boolean(cardError)}
                  onReady={setCard}
                  onChange={onCardChange}
                />
              </Suspense>
            ) : (
              <Spinner />
            )}
            <FieldError id="org-card-error">{cardError}</FieldError>
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={mode === "processing"}
                onClick={() => {
                  setCardError(null);
                  setMode("collapsed");
                }}
              >
                Cancel
              </Button>
              <Button
                type="button"
                loading={mode === "processing"}
                disabled={!complete || !card || mode === "processing"}
                onClick={() => void save()}
              >
                {mode === "processing" ? "Processing" : saved ? "Update" : "Add"}
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
