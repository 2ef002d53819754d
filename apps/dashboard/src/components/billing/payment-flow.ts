/**
 * The payment modal's submit, with the outside calls passed in (Stripe.js and the API), so the
 * order of the steps and the messages can be tested: new card -> payment method saved -> (when
 * subscribing) subscription created -> 3-D Secure confirmed with the provider -> confirmed on the
 * server. Statuses succeeded or requires_action count as success.
 */
import { BILLING_MESSAGES, billingMessage, type TCreateSubscriptionOutput } from "@parlo/validators";
import { errorMessage } from "../workspace/error-message";
import { isPaymentSuccess } from "./payment-form";

export type PaymentPhase = "creating" | "confirming";

export interface PaymentFlowPorts {
  /** Stripe.js createPaymentMethod for the new card: its id, or the provider's message */
  createPaymentMethod: () => Promise<{ id: string } | { error: string | undefined }>;
  upsertPaymentMethod: (paymentMethodId: string) => Promise<unknown>;
  createSubscription: () => Promise<TCreateSubscriptionOutput>;
  /** Stripe.js confirmCardPayment: the PaymentIntent's status, or the provider's message */
  confirmCardPayment: (clientSecret: string) => Promise<{ status: string } | { error: string | undefined }>;
  confirmSubscriptionPayment: (paymentIntentId: string, subscriptionId: string) => Promise<{ status: string }>;
  onPhase: (phase: PaymentPhase) => void;
}

export type PaymentFlowResult =
  | { ok: true }
  /** "form": stay on the form and show the message; "subscription": the Subscription Error panel */
  | { ok: false; stage: "form" | "subscription"; message: string };

export async function runPaymentFlow(
  ports: PaymentFlowPorts,
  options: { newCard: boolean; subscribe: boolean },
): Promise<PaymentFlowResult> {
  if (options.newCard) {
    const created = await ports.createPaymentMethod().catch((error: unknown) => ({
      error: errorMessage(error, BILLING_MESSAGES.cardError),
    }));
    if ("error" in created) return { ok: false, stage: "form", message: created.error || BILLING_MESSAGES.cardError };
    try {
      await ports.upsertPaymentMethod(created.id);
    } catch (error) {
      const fallback = options.subscribe ? BILLING_MESSAGES.paymentSaveFailed : BILLING_MESSAGES.paymentUpdateFailed;
      return { ok: false, stage: "form", message: errorMessage(error, fallback) };
    }
  }
  if (!options.subscribe) return { ok: true };

  ports.onPhase("creating");
  let subscription: TCreateSubscriptionOutput;
  try {
    subscription = await ports.createSubscription();
  } catch (error) {
    return { ok: false, stage: "subscription", message: errorMessage(error, BILLING_MESSAGES.subscriptionFailed) };
  }
  if (!(subscription.requiresAction && subscription.clientSecret && subscription.paymentIntentId)) {
    return settled(subscription.status);
  }

  ports.onPhase("confirming");
  const confirmed = await ports.confirmCardPayment(subscription.clientSecret).catch((error: unknown) => ({
    error: errorMessage(error, BILLING_MESSAGES.confirmationFailed),
  }));
  if ("error" in confirmed) {
    return { ok: false, stage: "subscription", message: confirmed.error || BILLING_MESSAGES.confirmationFailed };
  }
  try {
    const { status } = await ports.confirmSubscriptionPayment(
      subscription.paymentIntentId,
      subscription.subscriptionId,
    );
    return settled(status);
  } catch (error) {
    return { ok: false, stage: "subscription", message: errorMessage(error, BILLING_MESSAGES.confirmationIncomplete) };
  }
}

function settled(status: string): PaymentFlowResult {
  return isPaymentSuccess(status)
    ? { ok: true }
    : {
        ok: false,
        stage: "subscription",
        message: billingMessage(BILLING_MESSAGES.paymentFailedWithStatus, { status }),
      };
}
