import { BILLING_MESSAGES, billingMessage, taxOn, TOP_UP, type TCurrency, type TTopUpOutput } from "@parlo/validators";
import type Stripe from "stripe";
import { DomainError } from "../errors";
import { emitWorkspaceEvent } from "../events/forward-workspace-event";
import { creditsForLocalAmount, type BillingCall } from "./billing-deps";
import { requireBilling, withStripe } from "./billing-errors";
import { loadBillingWorkspace } from "./billing-workspace";
import { grantCredits } from "./grant-credits";
import { defaultPaymentMethod } from "./payment-method-summary";

/** Credits a succeeded top-up or recharge payment grants (from its metadata), once per PaymentIntent; forwards credits.recharged when this call granted them. */
export async function grantPaymentCredits(call: BillingCall & { payment: Stripe.PaymentIntent }): Promise<boolean> {
  const { payment } = call;
  const credits = Number(payment.metadata?.credits ?? 0);
  if (payment.status !== "succeeded" || !Number.isInteger(credits) || credits <= 0) return false;
  const kind = payment.metadata?.kind === "auto_recharge" ? "auto_recharge" : "top_up";
  const granted = await grantCredits({
    db: call.deps.db,
    region: call.region,
    workspaceId: call.workspaceId,
    credits,
    reference: `payment_intent:${payment.id}`,
    featureKey: kind,
    logMessage: kind === "auto_recharge" ? "Automatic recharge" : "Balance top-up",
  });
  // once per payment, whichever path (webhook or the confirming request) granted the credits
  if (granted) {
    emitWorkspaceEvent({
      deps: call.deps,
      region: call.region,
      workspaceId: call.workspaceId,
      type: "credits.recharged",
      payload: { paymentIntentId: payment.id, kind, credits, amount: payment.amount, currency: payment.currency },
    });
  }
  return granted;
}

function result(payment: Stripe.PaymentIntent, credits: number): TTopUpOutput {
  const requiresAction = payment.status === "requires_action";
  return {
    status: payment.status,
    requiresAction,
    clientSecret: requiresAction ? payment.client_secret : null,
    paymentIntentId: payment.id,
    credits,
  };
}

/**
 * top-up-usd: charges the saved card `amount` USD's worth in the workspace's currency (at least 5
 * of that currency) plus tax, and adds the credits it buys. Paid plans only.
 */
export async function topUpUsd(call: BillingCall & { amount: number; currency: TCurrency }): Promise<TTopUpOutput> {
  const { stripe } = requireBilling(call.deps.billing);
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  if (workspace.plan === "free") throw new DomainError("FORBIDDEN", BILLING_MESSAGES.topUpTooltip);
  const { profile } = workspace;
  if (call.currency !== profile.currency) throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.topUpFailed);
  const local = Math.round(call.amount * profile.exchangeRate * 100);
  if (local < TOP_UP.minimum * 100) {
    throw new DomainError(
      "BAD_REQUEST",
      billingMessage(BILLING_MESSAGES.topUpMinimum, { symbol: profile.currencySymbol }),
    );
  }
  const customerId = workspace.stripeCustomerId;
  if (!customerId) throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.noPaymentMethod);
  const credits = creditsForLocalAmount(local, profile.exchangeRate);
  return withStripe(BILLING_MESSAGES.topUpFailed, async () => {
    const method = await defaultPaymentMethod(stripe, customerId);
    if (!method) throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.noPaymentMethod);
    const payment = await stripe.paymentIntents.create({
      amount: local + taxOn(local, profile.taxRate),
      currency: profile.currency,
      customer: customerId,
      payment_method: method.id,
      confirm: true,
      description: `Credit top-up (${credits} credits)`,
      metadata: { workspaceId: call.workspaceId, region: call.region, kind: "top_up", credits: String(credits) },
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    });
    await grantPaymentCredits({ ...call, payment });
    return result(payment, credits);
  });
}

/** After 3-D Secure on a top-up: reads the payment back and adds the credits when it succeeded. */
export async function confirmTopUp(call: BillingCall & { paymentIntentId: string }): Promise<TTopUpOutput> {
  const { stripe } = requireBilling(call.deps.billing);
  return withStripe(BILLING_MESSAGES.confirmationIncomplete, async () => {
    const payment = await stripe.paymentIntents.retrieve(call.paymentIntentId);
    if (payment.metadata?.workspaceId !== call.workspaceId) {
      throw new DomainError("NOT_FOUND", BILLING_MESSAGES.confirmationFailed);
    }
    await grantPaymentCredits({ ...call, payment });
    return result(payment, Number(payment.metadata?.credits ?? 0));
  });
}
