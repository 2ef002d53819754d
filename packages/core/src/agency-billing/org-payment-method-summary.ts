import type { TOrgPaymentMethod } from "@parlo/validators";
import type Stripe from "stripe";

/** A saved card as the billing widgets show it (brand, last 4, expiry); null for anything else. */
export function orgPaymentMethodSummary(method: Stripe.PaymentMethod | null): TOrgPaymentMethod | null {
  if (!method?.card) return null;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}
