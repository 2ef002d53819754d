import type Stripe from "stripe";
import { newId, nowSeconds, randomText } from "../ids";
import type { CheckoutSessionRecord, Store } from "../store";
import { renderPrice } from "./catalogue";

/** A Checkout Session can be paid for 24 hours. */
export const CHECKOUT_SESSION_SECONDS = 24 * 60 * 60;

export interface NewCheckoutSession {
  mode: "payment" | "setup" | "subscription";
  url: string;
  currency: string | null;
  amount: number | null;
  customer: string | null;
  customerEmail: string | null;
  customerCreation: Stripe.Checkout.Session.CustomerCreation | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: string[];
}

/** An open Checkout Session, paid on the stand-in's hosted page at `url`/c/pay/{id}. */
export function newCheckoutSession(input: NewCheckoutSession): Stripe.Checkout.Session {
  const id = newId("cs_test", 58);
  const created = nowSeconds();
  return {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amount,
    amount_total: input.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customerCreation,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: created + CHECKOUT_SESSION_SECONDS,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === "payment" ? null : "always",
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: input.paymentMethodTypes,
    payment_status: input.mode === "setup" ? "no_payment_required" : "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: input.amount === null ? null : { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: `${input.url}/c/pay/${id}#${randomText(16)}`,
    wallet_options: null,
  };
}

/** A session as the API answers it: without line_items, which Stripe answers only when expanded. */
export function renderCheckoutSession(record: CheckoutSessionRecord): Stripe.Checkout.Session {
  return structuredClone(record.session);
}

/** The session's line items (GET .../line_items, or line_items when expanded). */
export function checkoutLineItems(store: Store, record: CheckoutSessionRecord): Stripe.LineItem[] {
  return record.lines.flatMap((line) => {
    const price = store.prices.get(line.price);
    if (!price) return [];
    const product = store.products.get(typeof price.product === "string" ? price.product : price.product.id);
    const amount = (price.unit_amount ?? 0) * line.quantity;
    return [
      {
        id: line.id,
        object: "item",
        adjustable_quantity: null,
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: product?.name ?? null,
        metadata: {},
        price: renderPrice(price),
        quantity: line.quantity,
      },
    ];
  });
}
