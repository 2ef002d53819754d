"use client";

import { loadStripeFrom } from "@parlo/app-ui/load-stripe";
import type { TOrgBillingDetails } from "@parlo/validators";

/** Stripe.js on the agency's connected account: the org's cards and payments live there. */
export function loadOrgStripe(billing: Pick<TOrgBillingDetails, "stripe">) {
  const { jsUrl, publishableKey, accountId } = billing.stripe;
  return loadStripeFrom(jsUrl, publishableKey, { stripeAccount: accountId });
}
