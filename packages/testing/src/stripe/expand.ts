import type { Engine } from "./engine";
import { invalidRequest } from "./errors";
import { isJsonObject, toJson, type Json, type JsonObject } from "./json";
import { renderPrice } from "./objects/catalogue";
import { checkoutLineItems, renderCheckoutSession } from "./objects/checkout-session";
import { deletedCustomer } from "./objects/customer";
import { confirmationSecret, invoicePayments, renderInvoice } from "./objects/invoice";
import { renderSubscription } from "./objects/subscription";
import { renderPaymentIntent } from "./payments";

/** Any stored object by id, as the API answers it (undefined when the id is not the stand-in's). */
export function renderById(engine: Engine, id: string): unknown {
  const { store } = engine;
  if (store.deletedCustomers.has(id)) return deletedCustomer(id);
  const customer = store.customers.get(id);
  if (customer) return structuredClone(customer);
  const method = store.paymentMethods.get(id);
  if (method) return structuredClone(method.method);
  const product = store.products.get(id);
  if (product) return structuredClone(product);
  const price = store.prices.get(id);
  if (price) return renderPrice(price);
  const taxRate = store.taxRates.get(id);
  if (taxRate) return structuredClone(taxRate);
  const promotionCode = store.promotionCodes.get(id);
  if (promotionCode) return structuredClone(promotionCode);
  const discount = store.discounts.get(id);
  if (discount) return structuredClone(discount);
  const subscription = store.subscriptions.get(id);
  if (subscription) return renderSubscription(store, subscription);
  const invoice = store.invoices.get(id);
  if (invoice) return renderInvoice(invoice);
  const intent = store.paymentIntents.get(id);
  if (intent) return renderPaymentIntent(intent);
  const coupon = store.coupons.get(id);
  if (coupon) return structuredClone(coupon);
  const setupIntent = store.setupIntents.get(id);
  if (setupIntent) return structuredClone(setupIntent);
  const session = store.checkoutSessions.get(id);
  if (session) return renderCheckoutSession(session);
  // the platform's Connect objects
  if (engine.account !== null) return undefined;
  const account = engine.connect.accounts.get(id);
  if (account) return structuredClone(account);
  const fee = engine.connect.applicationFees.get(id);
  if (fee) return structuredClone(fee);
  return undefined;
}

/**
 * Fields Stripe answers only when expanded (invoice.payments, invoice.confirmation_secret,
 * checkout.session.line_items).
 */
function included(engine: Engine, node: JsonObject, key: string): Json | undefined {
  if (typeof node.id !== "string") return undefined;
  if (node.object === "checkout.session" && key === "line_items") {
    const session = engine.store.checkoutSessions.get(node.id);
    if (!session) return undefined;
    const data = checkoutLineItems(engine.store, session);
    const url = `/v1/checkout/sessions/${node.id}/line_items`;
    return toJson({ object: "list", data, has_more: false, url });
  }
  if (node.object !== "invoice") return undefined;
  const record = engine.store.invoices.get(node.id);
  if (!record) return undefined;
  if (key === "payments") return toJson(invoicePayments(record));
  if (key === "confirmation_secret") {
    const intent = record.paymentIntent ? engine.store.paymentIntents.get(record.paymentIntent) : undefined;
    return toJson(confirmationSecret(record, intent));
  }
  return undefined;
}

function expandAt(engine: Engine, node: Json, segments: string[], path: string, index: number): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (Array.isArray(node)) {
    for (const item of node) expandAt(engine, item, segments, path, index);
    return;
  }
  if (!isJsonObject(node)) return;
  let child = node[head];
  if (child === undefined) child = included(engine, node, head);
  if (child === undefined) {
    throw invalidRequest(`This property cannot be expanded (${head}).`, { param: `expand[${index}]` });
  }
  if (typeof child === "string") {
    const found = renderById(engine, child);
    if (found !== undefined) child = toJson(found);
  } else if (Array.isArray(child)) {
    child = child.map((item) => {
      if (typeof item !== "string") return item;
      const found = renderById(engine, item);
      return found === undefined ? item : toJson(found);
    });
  }
  node[head] = child;
  expandAt(engine, child, rest, path, index);
}

/**
 * An API answer as JSON with the requested expansions: each dotted path (`latest_invoice.payments`,
 * `items.data.price`, `data.promotion.coupon` in lists) replaces ids by their objects and adds the
 * fields Stripe answers only on request.
 */
export function present(engine: Engine, value: unknown, expand: string[]): Json {
  const json = toJson(value);
  expand.forEach((path, index) => expandAt(engine, json, path.split("."), path, index));
  return json;
}
