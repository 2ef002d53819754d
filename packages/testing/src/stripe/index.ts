export {
  startStripeStandIn,
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  type StripeStandInOptions,
} from "./server";
export { stripeSdkOptions } from "./sdk-options";
export { invoiceTotals, type InvoiceTotals } from "./invoice-math";
export type { WebhookDelivery } from "./webhooks";
