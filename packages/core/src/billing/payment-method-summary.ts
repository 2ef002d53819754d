import type { TPaymentMethodSummary } from "@parlo/validators";
import type Stripe from "stripe";

/** The card of a payment method, as the billing page shows it; null for anything that is not a card. */
export function paymentMethodSummary(
  method: string | Stripe.PaymentMethod | null | undefined,
): TPaymentMethodSummary | null {
  if (!method || typeof method === "string" || !method.card) return null;
  const details = method.billing_details;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
    billingAddress: {
      name: details.name ?? "",
      line1: details.address?.line1 ?? "",
      line2: details.address?.line2 ?? "",
      city: details.address?.city ?? "",
      state: details.address?.state ?? "",
      postal_code: details.address?.postal_code ?? "",
      country: details.address?.country ?? "",
    },
  };
}

/** The customer's default payment method (invoice_settings), expanded. */
export async function defaultPaymentMethod(stripe: Stripe, customerId: string): Promise<Stripe.PaymentMethod | null> {
  const customer = await stripe.customers.retrieve(customerId, { expand: ["invoice_settings.default_payment_method"] });
  if (customer.deleted) return null;
  const method = customer.invoice_settings?.default_payment_method;
  return method && typeof method !== "string" ? method : null;
}
