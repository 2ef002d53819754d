import type Stripe from "stripe";
import { collectApplicationFee } from "./application-fees";
import type { Engine } from "./engine";
import { newId } from "./ids";
import type { PaymentIntentRecord } from "./store";
import { AUTHENTICATION_REQUIRED, cardBehaviour, type Decline } from "./test-cards";

export type PaymentOutcome = "succeeded" | "requires_action" | "failed";

export const AUTHENTICATION_FAILURE_MESSAGE =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

const expired = (method: Stripe.PaymentMethod, now = new Date()): boolean => {
  const card = method.card;
  if (!card) return false;
  return (
    card.exp_year < now.getUTCFullYear() ||
    (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)
  );
};

/** What charging a card would give, without charging it (error_if_incomplete decides with it). */
export function predictCharge(
  engine: Engine,
  paymentMethodId: string | null,
  offSession: boolean,
): {
  outcome: PaymentOutcome;
  decline?: Decline;
} {
  const record = paymentMethodId ? engine.store.paymentMethods.get(paymentMethodId) : undefined;
  if (!record) return { outcome: "failed", decline: { code: "payment_method_missing", message: "No payment method." } };
  const behaviour = cardBehaviour(record.number);
  if (expired(record.method)) {
    return {
      outcome: "failed",
      decline: { code: "expired_card", declineCode: "expired_card", message: "Your card has expired." },
    };
  }
  if (behaviour.charge) return { outcome: "failed", decline: behaviour.charge };
  if (behaviour.threeDSecure) {
    return offSession ? { outcome: "failed", decline: AUTHENTICATION_REQUIRED } : { outcome: "requires_action" };
  }
  return { outcome: "succeeded" };
}

export function renderPaymentIntent(record: PaymentIntentRecord): Stripe.PaymentIntent {
  return structuredClone(record.intent);
}

export function paymentMethodIdOf(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  return typeof method === "string" ? method : (method?.id ?? null);
}

function customerIdOf(intent: Stripe.PaymentIntent): string | null {
  const customer = intent.customer;
  return typeof customer === "string" ? customer : (customer?.id ?? null);
}

/** The PaymentIntent succeeded (charged, or authenticated after 3-D Secure); a Connect fee is collected. */
export function succeedPayment(engine: Engine, record: PaymentIntentRecord): void {
  const intent = record.intent;
  intent.status = "succeeded";
  intent.amount_received = intent.amount;
  intent.latest_charge = newId("ch");
  intent.next_action = null;
  intent.last_payment_error = null;
  // setup_future_usage saves the card on the customer, as Stripe does
  const methodId = paymentMethodIdOf(intent);
  const customerId = customerIdOf(intent);
  const method = methodId ? engine.store.paymentMethods.get(methodId) : undefined;
  if (intent.setup_future_usage && method && customerId && !method.method.customer) {
    method.method.customer = customerId;
    engine.log.emit({ type: "payment_method.attached", data: { object: structuredClone(method.method) } });
  }
  engine.log.emit({ type: "payment_intent.succeeded", data: { object: renderPaymentIntent(record) } });
  collectApplicationFee(engine, record);
}

/** The PaymentIntent's payment failed: it goes back to requires_payment_method with the error. */
export function failPayment(
  engine: Engine,
  record: PaymentIntentRecord,
  error: Stripe.PaymentIntent.LastPaymentError,
): void {
  const intent = record.intent;
  const methodId = paymentMethodIdOf(intent);
  const method = methodId ? engine.store.paymentMethods.get(methodId) : undefined;
  intent.status = "requires_payment_method";
  intent.next_action = null;
  if (error.type === "card_error") intent.latest_charge = newId("ch");
  intent.last_payment_error = {
    ...error,
    ...(method ? { payment_method: structuredClone(method.method) } : {}),
    ...(error.type === "card_error" && typeof intent.latest_charge === "string"
      ? { charge: intent.latest_charge }
      : {}),
  };
  engine.log.emit({ type: "payment_intent.payment_failed", data: { object: renderPaymentIntent(record) } });
}

export function declineError(decline: Decline): Stripe.PaymentIntent.LastPaymentError {
  return {
    type: "card_error",
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    message: decline.message,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, "-")}`,
  };
}

/**
 * Charges the PaymentIntent's payment method: succeeded, requires_action (3-D Secure, on-session
 * only) or failed (declined; off-session a card that needs authentication fails too).
 */
export function attemptPayment(
  engine: Engine,
  record: PaymentIntentRecord,
  options: { offSession: boolean },
): { outcome: PaymentOutcome; decline?: Decline } {
  const prediction = predictCharge(engine, paymentMethodIdOf(record.intent), options.offSession);
  if (prediction.outcome === "succeeded") succeedPayment(engine, record);
  else if (prediction.outcome === "requires_action") {
    record.intent.status = "requires_action";
    record.intent.next_action = {
      type: "use_stripe_sdk",
      use_stripe_sdk: {
        type: "three_d_secure_redirect",
        stripe_js: `${engine.store.url}/3ds/${record.intent.id}`,
        source: newId("src"),
      },
    };
    engine.log.emit({ type: "payment_intent.requires_action", data: { object: renderPaymentIntent(record) } });
  } else {
    failPayment(engine, record, declineError(prediction.decline ?? AUTHENTICATION_REQUIRED));
  }
  return prediction;
}

/** 3-D Secure was not completed: Stripe's payment_intent_authentication_failure. */
export function failAuthentication(engine: Engine, record: PaymentIntentRecord): void {
  failPayment(engine, record, {
    type: "invalid_request_error",
    code: "payment_intent_authentication_failure",
    message: AUTHENTICATION_FAILURE_MESSAGE,
    doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
  });
}
