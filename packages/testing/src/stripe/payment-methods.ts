import type Stripe from "stripe";
import type { Engine } from "./engine";
import { cardError, invalidRequest, missingResource } from "./errors";
import { newCardPaymentMethod, emptyBillingDetails } from "./objects/payment-method";
import type { PaymentMethodRecord } from "./store";
import { cardBehaviour, passesLuhn } from "./test-cards";

/** Stripe's test payment method ids that stand for a fresh card of a test number. */
const MAGIC: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_amex: "378282246310005",
  pm_card_threeDSecure2Required: "4000000000003220",
  pm_card_authenticationRequired: "4000002760003184",
  pm_card_chargeCustomerFail: "4000000000000341",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_visa_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_visa_chargeDeclinedInsufficientFunds: "4000000000009995",
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string | undefined;
}

/** Checks a card like Stripe does when a payment method is created (card errors, status 402). */
export function validateCard(card: CardInput): void {
  if (!passesLuhn(card.number)) {
    throw cardError({ code: "incorrect_number", message: "Your card number is incorrect.", param: "card[number]" });
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    throw cardError({
      code: "invalid_expiry_month",
      message: "Your card's expiration month is invalid.",
      param: "card[exp_month]",
    });
  }
  const now = new Date();
  const year = now.getUTCFullYear();
  if (card.expYear < year || card.expYear > year + 50) {
    throw cardError({
      code: "invalid_expiry_year",
      message: "Your card's expiration year is invalid.",
      param: "card[exp_year]",
    });
  }
  if (card.expYear === year && card.expMonth < now.getUTCMonth() + 1) {
    throw cardError({
      code: "invalid_expiry_month",
      message: "Your card's expiration month is invalid.",
      param: "card[exp_month]",
    });
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    throw cardError({ code: "invalid_cvc", message: "Your card's security code is invalid.", param: "card[cvc]" });
  }
}

export function createCardPaymentMethod(
  engine: Engine,
  card: CardInput,
  billingDetails: Stripe.PaymentMethod.BillingDetails,
  metadata: Record<string, string>,
): PaymentMethodRecord {
  validateCard(card);
  const method = newCardPaymentMethod({
    number: card.number,
    expMonth: card.expMonth,
    expYear: card.expYear,
    billingDetails,
    metadata,
  });
  const record = { method, number: card.number };
  engine.store.paymentMethods.set(method.id, record);
  return record;
}

/** A payment method by id; Stripe's test ids (pm_card_visa...) make a new card each time. */
export function resolvePaymentMethod(engine: Engine, id: string, param: string): PaymentMethodRecord {
  const number = MAGIC[id];
  if (number) {
    const year = new Date().getUTCFullYear() + 5;
    return createCardPaymentMethod(
      engine,
      { number, expMonth: 12, expYear: year, cvc: undefined },
      emptyBillingDetails(),
      {},
    );
  }
  const record = engine.store.paymentMethods.get(id);
  if (!record) throw missingResource("PaymentMethod", id, param);
  return record;
}

export function customerOf(method: Stripe.PaymentMethod): string | null {
  const customer = method.customer;
  return typeof customer === "string" ? customer : (customer?.id ?? null);
}

/** Attaches a card to a customer (payment_method.attached); some test cards are declined here. */
export function attachPaymentMethod(engine: Engine, record: PaymentMethodRecord, customerId: string): void {
  const owner = customerOf(record.method);
  if (owner === customerId) return;
  if (owner) {
    throw invalidRequest("The payment method you provided has already been attached to a customer.", {
      code: "resource_already_exists",
    });
  }
  const decline = cardBehaviour(record.number).attach;
  if (decline) {
    throw cardError({
      code: decline.code,
      message: decline.message,
      ...(decline.declineCode ? { declineCode: decline.declineCode } : {}),
    });
  }
  record.method.customer = customerId;
  engine.log.emit({ type: "payment_method.attached", data: { object: structuredClone(record.method) } });
}
