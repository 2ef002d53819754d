import type Stripe from "stripe";

/** The PaymentIntent that pays an invoice (its first payment), retrieved when only its id is at hand. */
export async function invoicePaymentIntent(
  stripe: Stripe,
  invoice: Stripe.Invoice,
): Promise<Stripe.PaymentIntent | null> {
  let payments = invoice.payments?.data;
  if (!payments && invoice.id) {
    const full = await stripe.invoices.retrieve(invoice.id, { expand: ["payments"] });
    payments = full.payments?.data;
  }
  const reference = payments?.find((entry) => entry.payment.type === "payment_intent")?.payment.payment_intent;
  if (!reference) return null;
  return typeof reference === "string" ? stripe.paymentIntents.retrieve(reference) : reference;
}

/** The invoice's tax in minor units (sum of its tax lines). */
export function invoiceTax(invoice: Stripe.Invoice): number {
  return (invoice.total_taxes ?? []).reduce((sum, line) => sum + line.amount, 0);
}

/** The latest invoice of a subscription as an object (expanded or retrieved). */
export async function latestInvoice(stripe: Stripe, subscription: Stripe.Subscription): Promise<Stripe.Invoice | null> {
  const invoice = subscription.latest_invoice;
  if (!invoice) return null;
  return typeof invoice === "string"
    ? stripe.invoices.retrieve(invoice, { expand: ["payments", "confirmation_secret"] })
    : invoice;
}
