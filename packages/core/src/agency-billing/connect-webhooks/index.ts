import type { ConnectEventHandler } from "./connect-event";
import { onAccountUpdated } from "./account-updated";
import { onAutoRechargeCheckoutCompleted } from "./org-auto-recharge-checkout-completed";
import { onCheckoutSessionCompleted } from "./checkout-session-completed";
import { onCustomerSubscriptionChanged } from "./customer-subscription-changed";
import { onConnectInvoicePaid } from "./invoice-paid";
import { onPaymentIntentSucceeded } from "./payment-intent-succeeded";

/**
 * What each Connect event type does; every other type is ignored (answered 200). One file per
 * event, named after it.
 */
export const CONNECT_EVENT_HANDLERS: Partial<Record<string, ConnectEventHandler>> = {
  "account.updated": onAccountUpdated,
  "payment_intent.succeeded": onPaymentIntentSucceeded,
  // each returns early for Checkout Sessions that are not its own (metadata.kind)
  "checkout.session.completed": async (call) => {
    await onCheckoutSessionCompleted(call);
    await onAutoRechargeCheckoutCompleted(call);
  },
  "invoice.paid": onConnectInvoicePaid,
  "customer.subscription.updated": onCustomerSubscriptionChanged,
  "customer.subscription.deleted": onCustomerSubscriptionChanged,
};
