import type { ConnectEventHandler } from "./connect-event";
import { onAccountUpdated } from "./account-updated";
import { onCheckoutSessionCompleted } from "./checkout-session-completed";
import { onCustomerSubscriptionDeleted } from "./customer-subscription-deleted";
import { onCustomerSubscriptionUpdated } from "./customer-subscription-updated";
import { onConnectInvoicePaid } from "./invoice-paid";
import { onPaymentIntentSucceeded } from "./payment-intent-succeeded";

/**
 * What each Connect event type does; every other type is ignored (answered 200). One file per
 * event, named after it.
 */
export const CONNECT_EVENT_HANDLERS: Partial<Record<string, ConnectEventHandler>> = {
  "account.updated": onAccountUpdated,
  "payment_intent.succeeded": onPaymentIntentSucceeded,
  "checkout.session.completed": onCheckoutSessionCompleted,
  "invoice.paid": onConnectInvoicePaid,
  "customer.subscription.updated": onCustomerSubscriptionUpdated,
  "customer.subscription.deleted": onCustomerSubscriptionDeleted,
};
