import type Stripe from "stripe";
import { newId, nowSeconds, randomText } from "../ids";

/** A SetupIntent that saved a card for later (what a Checkout Session in setup mode leaves). */
export function succeededSetupIntent(input: {
  customer: string | null;
  paymentMethod: string;
  application: string | null;
  metadata: Record<string, string>;
}): Stripe.SetupIntent {
  const id = newId("seti");
  return {
    id,
    object: "setup_intent",
    allowed_payment_method_types: null,
    application: input.application,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomText(25)}`,
    created: nowSeconds(),
    customer: input.customer,
    description: null,
    excluded_payment_method_types: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    single_use_mandate: null,
    status: "succeeded",
    usage: "off_session",
  };
}
