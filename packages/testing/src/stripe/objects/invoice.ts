import Stripe from "stripe";
import type { InvoiceRecord, PaymentIntentRecord } from "../store";

/** An invoice as the API answers it (without payments and confirmation_secret: see includes). */
export function renderInvoice(record: InvoiceRecord): Stripe.Invoice {
  const invoice = structuredClone(record.invoice);
  for (const line of invoice.lines.data) {
    if (line.quantity !== null) line.quantity_decimal = Stripe.Decimal.from(line.quantity);
    if (line.pricing && line.quantity) {
      line.pricing.unit_amount_decimal = Stripe.Decimal.from(Math.round(line.amount / line.quantity));
    }
  }
  return invoice;
}

/** invoice.payments, answered only when expanded. */
export function invoicePayments(record: InvoiceRecord): Stripe.ApiList<Stripe.InvoicePayment> {
  return {
    object: "list",
    data: record.payment ? [structuredClone(record.payment)] : [],
    has_more: false,
    url: `/v1/invoice_payments?invoice=${record.invoice.id}`,
  };
}

/** invoice.confirmation_secret, answered only when expanded: the client secret of its PaymentIntent. */
export function confirmationSecret(
  record: InvoiceRecord,
  intent: PaymentIntentRecord | undefined,
): Stripe.Invoice.ConfirmationSecret | null {
  const secret = intent?.intent.client_secret;
  if (!record.paymentIntent || !secret) return null;
  return { client_secret: secret, type: "payment_intent" };
}
