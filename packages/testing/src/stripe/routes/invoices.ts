import type Stripe from "stripe";
import { cardError, invalidRequest } from "../errors";
import { present } from "../expand";
import { chargeInvoice, voidInvoice } from "../invoices";
import { LIST_PARAMS, listPage } from "../lists";
import { invoicePayments, renderInvoice } from "../objects/invoice";
import { renderPaymentIntent } from "../payments";
import { pathParam, type Route, type RouteContext } from "../router";
import { getOr404, newestFirst, type InvoiceRecord } from "../store";
import { chargeMethodOf } from "../subscriptions";

function invoiceFor(context: RouteContext, param = "invoice"): InvoiceRecord {
  return getOr404(context.engine.store.invoices, "invoice", pathParam(context, "id"), param);
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const reference = invoice.parent?.subscription_details?.subscription;
  return typeof reference === "string" ? reference : (reference?.id ?? null);
}

/** invoices.pay: charges an open invoice (off-session unless told otherwise); a failure is a 402. */
function pay(context: RouteContext): Stripe.Invoice {
  const { engine, params } = context;
  const record = invoiceFor(context);
  const invoice = record.invoice;
  if (invoice.status === "paid") throw invalidRequest("Invoice is already paid.", { code: "invoice_unexpected_state" });
  if (invoice.status !== "open") {
    throw invalidRequest(`You can only pay an open invoice; this one is ${invoice.status ?? "unknown"}.`, {
      code: "invoice_unexpected_state",
    });
  }
  const subscriptionId = subscriptionIdOf(invoice);
  const subscription = subscriptionId ? engine.store.subscriptions.get(subscriptionId) : undefined;
  const customerId = typeof invoice.customer === "string" ? invoice.customer : (invoice.customer?.id ?? "");
  const customerMethod = engine.store.customers.get(customerId)?.invoice_settings.default_payment_method;
  const method =
    params.string("payment_method") ??
    (subscription ? chargeMethodOf(engine.store, subscription) : null) ??
    (typeof customerMethod === "string" ? customerMethod : (customerMethod?.id ?? null));
  const outcome = chargeInvoice(engine, record, {
    paymentMethod: method,
    offSession: params.boolean("off_session") ?? true,
    confirm: true,
  });
  const intent = record.paymentIntent ? engine.store.paymentIntents.get(record.paymentIntent) : undefined;
  const error = intent?.intent.last_payment_error;
  if (outcome === "failed") {
    throw cardError({
      code: error?.code ?? "card_declined",
      message: error?.message ?? "This invoice could not be paid: there is no payment method.",
      ...(error?.decline_code ? { declineCode: error.decline_code } : {}),
      ...(intent ? { paymentIntent: present(engine, renderPaymentIntent(intent), []) } : {}),
    });
  }
  return renderInvoice(record);
}

export const invoiceRoutes: Route[] = [
  {
    method: "GET",
    path: "/v1/invoices/:id",
    params: ["expand"],
    handle: (context) => renderInvoice(invoiceFor(context, "id")),
  },
  {
    method: "GET",
    path: "/v1/invoices",
    params: [...LIST_PARAMS, "customer", "subscription", "status", "collection_method"],
    handle: ({ engine, params }) => {
      const customer = params.string("customer");
      const subscription = params.string("subscription");
      const status = params.string("status");
      const rows = newestFirst(engine.store.invoices.values())
        .map(renderInvoice)
        .filter(
          (invoice) =>
            (customer === undefined || invoice.customer === customer) &&
            (subscription === undefined || subscriptionIdOf(invoice) === subscription) &&
            (status === undefined || invoice.status === status),
        );
      return listPage(rows, params, "/v1/invoices");
    },
  },
  {
    method: "GET",
    path: "/v1/invoices/:id/lines",
    params: LIST_PARAMS,
    handle: (context) => {
      const record = invoiceFor(context);
      return listPage(renderInvoice(record).lines.data, context.params, `/v1/invoices/${record.invoice.id}/lines`);
    },
  },
  {
    method: "POST",
    path: "/v1/invoices/:id/pay",
    params: ["payment_method", "off_session", "paid_out_of_band", "expand"],
    handle: pay,
  },
  {
    method: "POST",
    path: "/v1/invoices/:id/void",
    params: ["expand"],
    handle: (context) => {
      const record = invoiceFor(context);
      if (record.invoice.status !== "open") {
        throw invalidRequest("You can only void an open invoice.", { code: "invoice_unexpected_state" });
      }
      voidInvoice(context.engine, record);
      return renderInvoice(record);
    },
  },
  {
    method: "GET",
    path: "/v1/invoice_payments",
    params: [...LIST_PARAMS, "invoice", "status"],
    handle: ({ engine, params }) => {
      const invoice = params.string("invoice");
      const status = params.string("status");
      const rows = newestFirst(engine.store.invoices.values())
        .filter((record) => invoice === undefined || record.invoice.id === invoice)
        .flatMap((record) => invoicePayments(record).data)
        .filter((payment) => status === undefined || payment.status === status);
      return listPage(rows, params, "/v1/invoice_payments");
    },
  },
];
