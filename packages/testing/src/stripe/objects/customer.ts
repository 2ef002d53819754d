import type Stripe from "stripe";
import { newId, nowSeconds, randomText } from "../ids";

export interface NewCustomer {
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  address: Stripe.Address | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
}

export function newCustomer(input: NewCustomer): Stripe.Customer {
  return {
    id: newId("cus", 14),
    object: "customer",
    address: input.address,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    discount: null,
    email: input.email,
    invoice_prefix: randomText(8, "0123456789ABCDEF"),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: input.defaultPaymentMethod,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: input.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export function deletedCustomer(id: string): Stripe.DeletedCustomer {
  return { id, object: "customer", deleted: true };
}
