"use client";

import { Alert, Button, cn, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { BILLING_MESSAGES, findAddon, type TBillingOverview } from "@parlo/validators";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { Apple, CircleCheck, CircleX, CreditCard } from "lucide";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { AutoRechargeCard } from "./auto-recharge-card";
import { BillingAddressFields } from "./billing-address-fields";
import type { SubscribeOrder } from "./billing-dialogs";
import type { BillingScope } from "./billing-scope";
import { CardElement } from "@parlo/app-ui/stripe-card";
import { loadStripeFrom } from "@parlo/app-ui/load-stripe";
import { canContinue, EMPTY_ADDRESS, readAddress, type AddressDraft, type PaymentMethodKind } from "./payment-form";
import { runPaymentFlow, type PaymentFlowPorts } from "./payment-flow";
import { PaymentProgress } from "./payment-progress";

type Phase = "loading" | "form" | "creating" | "confirming" | "success" | "error";

/**
 * The payment modal: a saved card (used by default) or a new card (Stripe Elements) with the
 * billing address, or the Apple placeholder; the email read-only; then, when subscribing, the
 * subscription is created and a 3-D Secure payment confirmed. Ends in "Subscription Created"
 * (with the automatic recharge settings) or "Subscription Error".
 */
export function PaymentDialog({
  scope,
  overview,
  order,
  supportEmail,
  onClose,
}: {
  scope: BillingScope;
  overview: TBillingOverview;
  /** null: only save a card ("Payment Method") */
  order: SubscribeOrder | null;
  supportEmail: string;
  onClose: () => void;
}) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const { stripeJs, paymentMethod, email } = overview;
  const [phase, setPhase] = useState<Phase>(stripeJs ? "loading" : "form");
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethodKind>("card");
  // the saved card is used by default when subscribing; saving a card means entering a new one
  const [useNewCard, setUseNewCard] = useState(!paymentMethod || !order);
  // a replacement card starts from the name and address saved with the current one
  const [address, setAddress] = useState<AddressDraft>({
    ...(paymentMethod?.billingAddress ?? EMPTY_ADDRESS),
    country: order?.countryCode ?? overview.profile.countryCode ?? paymentMethod?.billingAddress.country ?? "",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // by value: the page's data is a new object after every refresh
  const jsUrl = stripeJs?.jsUrl;
  const publishableKey = stripeJs?.publishableKey;
  useEffect(() => {
    if (!jsUrl || !publishableKey) return;
    let live = true;
    const loaded = () => live && setPhase((current) => (current === "loading" ? "form" : current));
    loadStripeFrom(jsUrl, publishableKey).then((instance) => {
      if (!live) return;
      setStripe(instance);
      loaded();
    }, loaded);
    return () => {
      live = false;
    };
  }, [jsUrl, publishableKey]);

  const onCardChange = useCallback((event: { complete: boolean; error: string | null }) => {
    setCardComplete(event.complete);
    setCardError(event.error);
  }, []);

  const usingSavedCard = Boolean(paymentMethod) && !useNewCard;
  const busy = submitting || phase === "creating" || phase === "confirming";
  const ready = canContinue({ email, method, usingSavedCard, cardComplete, address }) && !busy;

  const onContinue = async () => {
    setFormError(null);
    if (method === "apple") return setFormError(BILLING_MESSAGES.applePayNotImplemented);
    if (!stripe || !publishableKey || !email) return setFormError(BILLING_MESSAGES.missingConfiguration);
    const newCard = !usingSavedCard;
    if (newCard && !card) return setFormError(BILLING_MESSAGES.cardOrAddressMissing);
    const entered = readAddress(address);
    if (newCard && !entered.ok) return setFormError(entered.message);

    setSubmitting(true);
    const billing = (await loadTrpc()).billing;
    const ports: PaymentFlowPorts = {
      createPaymentMethod: async () => {
        if (!card || !entered.ok) return { error: BILLING_MESSAGES.cardOrAddressMissing };
        const created = await stripe.createPaymentMethod({
          type: "card",
          card,
          billing_details: { name: entered.name, email, address: entered.address },
        });
        return created.error ? { error: created.error.message } : { id: created.paymentMethod.id };
      },
      upsertPaymentMethod: (paymentMethodId) => {
        if (!entered.ok) throw new Error(BILLING_MESSAGES.addressIncomplete);
        return billing.upsertPaymentMethod.mutate({
          ...scope,
          paymentMethodId,
          email,
          name: entered.name,
          phone: "",
          address: entered.address,
          isNewPaymentMethod: true,
        });
      },
      createSubscription: () => {
        if (!order) throw new Error(BILLING_MESSAGES.planNotFound);
        return billing.createSubscription.mutate({
          ...scope,
          planId: order.planId,
          addonsToShow: order.addons,
          discountCode: order.discountCode,
        });
      },
      confirmCardPayment: async (clientSecret) => {
        const confirmed = await stripe.confirmCardPayment(clientSecret);
        return confirmed.error ? { error: confirmed.error.message } : { status: confirmed.paymentIntent.status };
      },
      confirmSubscriptionPayment: (paymentIntentId, subscriptionId) =>
        billing.confirmSubscriptionPayment.mutate({ ...scope, paymentIntentId, subscriptionId }),
      onPhase: setPhase,
    };
    const result = await runPaymentFlow(ports, { newCard, subscribe: order !== null });
    setSubmitting(false);
    if (result.ok) {
      router.refresh();
      if (order) return setPhase("success");
      toast(BILLING_MESSAGES.paymentUpdated, "success", 3000);
      return onClose();
    }
    if (result.stage === "form") {
      setPhase("form");
      return setFormError(result.message);
    }
    setFailure(result.message);
    setPhase("error");
  };

  const title = order ? `Payment for ${order.planLabel}` : "Payment Method";
  const showCardForm = method === "card" && !usingSavedCard;

  return (
    <Dialog
      title={title}
      busy={busy}
      onClose={onClose}
      closeButton={!busy}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {phase === "loading" ? <PaymentProgress title="Loading your payment details" /> : null}
      {phase === "creating" ? (
        <PaymentProgress
          title="Creating your subscription"
          detail="This takes a few seconds. Please keep this window open."
        />
      ) : null}
      {phase === "confirming" ? (
        <PaymentProgress
          title="Confirming your payment"
          detail="Please complete any verification steps your bank asks for in the window that opens."
        />
      ) : null}
      {phase === "success" && order ? (
        <div className="space-y-4 text-center">
          <Icon node={CircleCheck} className="mx-auto size-10 text-success" />
          <div className="space-y-1">
            <h3 className="text-lg font-semibold">Subscription Created</h3>
            <p className="text-sm text-muted-foreground">
              Your workspace is now on the <strong className="text-foreground">{order.planLabel}</strong> plan.
            </p>
          </div>
          <AutoRechargeCard
            scope={scope}
            saved={overview.autoRecharge}
            currencySymbol={overview.profile.currencySymbol}
            isFree={false}
            embedded
          />
          <Button className="w-full" onClick={onClose}>
            Done
          </Button>
          <p className="text-xs text-muted-foreground">
            Questions about your subscription? Contact us at{" "}
            <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        </div>
      ) : null}
      {phase === "error" ? (
        <div className="space-y-4 text-center">
          <Icon node={CircleX} className="mx-auto size-10 text-destructive" />
          <div className="space-y-1">
            <h3 className="text-lg font-semibold">Subscription Error</h3>
            <p role="alert" className="text-sm text-muted-foreground">
              {failure ?? BILLING_MESSAGES.subscriptionFailed}
            </p>
          </div>
          <Button variant="outline" className="w-full" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : null}

      {/* kept mounted during the progress states so the card element survives */}
      {phase === "success" || phase === "error" ? null : (
        <form
          hidden={phase !== "form"}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onContinue();
          }}
        >
          {paymentMethod ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm">
              <span className="flex items-center gap-2">
                <Icon node={CreditCard} className="size-4 text-muted-foreground" />
                {usingSavedCard ? "Using your saved card" : "Saved card"}: {paymentMethod.brand.toUpperCase()} ••••{" "}
                {paymentMethod.last4}
              </span>
              {order ? (
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setUseNewCard(!useNewCard)}>
                  {useNewCard ? "Use saved card" : "Use a new card"}
                </Button>
              ) : null}
            </div>
          ) : null}

          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-semibold">Pay with</legend>
            <div className="grid grid-cols-2 gap-2">
              {(["card", "apple"] as const).map((kind) => (
                <label
                  key={kind}
                  className={cn(
                    "flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2.5 text-sm font-medium",
                    method === kind && "border-primary ring-1 ring-primary",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={kind}
                    checked={method === kind}
                    onChange={() => {
                      setMethod(kind);
                      setFormError(null);
                    }}
                    className="accent-[var(--primary)]"
                  />
                  <Icon node={kind === "card" ? CreditCard : Apple} className="size-4" />
                  {kind === "card" ? "Card" : "Apple Pay"}
                </label>
              ))}
            </div>
            {method === "apple" ? (
              <p className="text-[13px] text-muted-foreground">Apple Pay opens in a new window.</p>
            ) : null}
          </fieldset>

          <div className="space-y-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={email}
              readOnly
              autoComplete="email"
              className="bg-muted/50"
            />
          </div>

          {showCardForm ? (
            <>
              <div className="space-y-2">
                <span id={`${id}-card-label`} className="text-sm leading-none font-medium">
                  Card details
                </span>
                {stripe ? (
                  <CardElement
                    stripe={stripe}
                    labelledBy={`${id}-card-label`}
                    describedBy={cardError ? `${id}-card-error` : undefined}
                    invalid={Boolean(cardError)}
                    onReady={setCard}
                    onChange={onCardChange}
                  />
                ) : (
                  <p
                    role="alert"
                    className="rounded-md border border-destructive/40 px-3 py-2.5 text-sm text-destructive"
                  >
                    {BILLING_MESSAGES.missingConfiguration}
                  </p>
                )}
                {cardError ? (
                  <p id={`${id}-card-error`} role="alert" className="text-[13px] text-destructive">
                    {cardError}
                  </p>
                ) : null}
              </div>
              <BillingAddressFields address={address} disabled={busy} onChange={setAddress} />
            </>
          ) : null}

          {order ? (
            <section aria-label="Subscription summary" className="rounded-lg bg-muted/50 p-3 text-sm">
              <p className="flex justify-between gap-3 font-medium">
                <span>{order.planLabel}</span>
                <span data-testid="payment-total">{order.totalText} today</span>
              </p>
              {order.addons.length ? (
                <p className="mt-1 text-[13px] text-muted-foreground">
                  With{" "}
                  {order.addons
                    .map((addon) => `${addon.quantity} × ${findAddon(addon.addonId)?.name ?? addon.addonId}`)
                    .join(", ")}
                </p>
              ) : null}
              {order.discountCode ? (
                <p className="mt-1 text-[13px] text-muted-foreground">Discount code {order.discountCode}</p>
              ) : null}
            </section>
          ) : null}

          {formError ? <Alert variant="error">{formError}</Alert> : null}

          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready} loading={submitting && phase === "form"}>
              Continue
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
