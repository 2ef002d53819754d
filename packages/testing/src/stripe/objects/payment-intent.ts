import type Stripe from "stripe";
import { newId, nowSeconds, randomText } from "../ids";

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
  automaticPaymentMethods: Stripe.PaymentIntent.AutomaticPaymentMethods | null;
  paymentMethodTypes: string[];
  receiptEmail: string | null;
  statementDescriptor: string | null;
  statementDescriptorSuffix: string | null;
  /** the Connect application creating it on a connected account (null: the account's own) */
  application: string | null;
  applicationFeeAmount: number | null;
}

export function newPaymentIntent(input: NewPaymentIntent): Stripe.PaymentIntent {
  const id = newId("pi");
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: input.application,
    application_fee_amount: input.applicationFeeAmount,
    automatic_payment_methods: input.automaticPaymentMethods,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomText(25)}`,
    confirmation_method: "automatic",
    created: nowSeconds(),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: input.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: input.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: input.statementDescriptor,
    statement_descriptor_suffix: input.statementDescriptorSuffix,
    status: input.paymentMethod ? "requires_confirmation" : "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  };
}
