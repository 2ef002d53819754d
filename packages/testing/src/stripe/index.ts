/**
 * The Stripe stand-in (`startStripeStandIn`): a local Stripe API for the real `stripe` SDK
 * (`stripeSdkOptions`), a stand-in Stripe.js at `jsUrl`, and signed webhooks. It supports:
 * - customers, card payment methods (test-cards.ts), products, prices, tax rates, coupons,
 *   promotion codes, subscriptions with invoices (advanceSubscription renews), PaymentIntents with
 *   3-D Secure, events (GET /v1/events), Idempotency-Key replays;
 * - Stripe Connect: connected accounts (standard, express) and account links whose hosted
 *   onboarding page (/setup/e/...) completes them; the Stripe-Account header, under which every
 *   route works on that account's own objects; application_fee_amount (PaymentIntents) and
 *   application_fee_percent (subscriptions) collected as the platform's ApplicationFees;
 * - Checkout Sessions (payment, subscription, setup) paid on a hosted page (/c/pay/...);
 * - webhooks: the platform's events to `webhookUrl` (`webhookSecret`), connected accounts' events
 *   (`account` set) to `connectWebhookUrl` (`connectWebhookSecret`); `redeliver` and
 *   `deliverConcurrently` send a recorded event again, to the endpoint it belongs to.
 */
export {
  startStripeStandIn,
  STAND_IN_CONNECT_WEBHOOK_SECRET,
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  type StripeStandInOptions,
} from "./server";
export { stripeSdkOptions } from "./sdk-options";
export { startConnectStandIn, type ConnectStandInBilling } from "./connect-stand-in";
export { submitHostedForm } from "./submit-hosted-form";
export { stripeStandInClient } from "./stand-in-client";
export { invoiceTotals, type InvoiceTotals } from "./invoice-math";
export type { WebhookDelivery } from "./webhooks";
