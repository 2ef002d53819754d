/**
 * The Stripe stand-in of the e2e tier: the dashboard's real `stripe` SDK and the browser's payment
 * form (Stripe.js from STRIPE_JS_URL) talk to it, and it delivers signed webhooks to the
 * dashboard. It carries one 10 % promotion code for the billing test.
 */
import { createStripeClient } from "@parlo/core";
import { startStripeStandIn, type StripeStandIn } from "@parlo/testing";

export const E2E_PROMO_CODE = "E2E10";

export async function startE2eStripe(): Promise<StripeStandIn> {
  const standIn = await startStripeStandIn();
  const stripe = createStripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url });
  const coupon = await stripe.coupons.create({ percent_off: 10, duration: "forever", name: "E2E 10% off" });
  await stripe.promotionCodes.create({ code: E2E_PROMO_CODE, promotion: { type: "coupon", coupon: coupon.id } });
  return standIn;
}

/** The dashboard's Stripe variables for a stand-in. */
export function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: standIn.connectWebhookSecret,
    STRIPE_API_URL: standIn.url,
    STRIPE_JS_URL: standIn.jsUrl,
  };
}
