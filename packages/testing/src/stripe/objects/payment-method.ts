import type Stripe from "stripe";
import { newId, nowSeconds } from "../ids";
import { brandOf } from "../test-cards";

export interface NewCard {
  number: string;
  expMonth: number;
  expYear: number;
  billingDetails: Stripe.PaymentMethod.BillingDetails;
  metadata: Record<string, string>;
}

export function emptyBillingDetails(): Stripe.PaymentMethod.BillingDetails {
  return { address: null, email: null, name: null, phone: null, tax_id: null };
}

export function newCardPaymentMethod(input: NewCard): Stripe.PaymentMethod {
  const brand = brandOf(input.number);
  return {
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: input.billingDetails,
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: brand,
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: input.number.slice(-8).split("").reverse().join("") + "Fp",
      funding: "credit",
      generated_from: null,
      last4: input.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: input.metadata,
    type: "card",
  };
}
