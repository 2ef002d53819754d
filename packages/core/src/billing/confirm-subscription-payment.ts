import { BILLING_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { requireBilling, withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { grantInvoiceCredits } from "./grant-invoice-credits";
import { latestInvoice } from "./invoice-payment";
import { syncSubscription } from "./sync-subscription";

/**
 * confirm-subscription-payment: after the browser completed 3-D Secure, reads the subscription and
 * its payment back from Stripe, mirrors the new status and grants the plan's credits when paid.
 */
export async function confirmSubscriptionPayment(
  call: BillingCall & { paymentIntentId: string; subscriptionId: string },
): Promise<{ status: string }> {
  const { stripe } = requireBilling(call.deps.billing);
  return withStripe(BILLING_MESSAGES.confirmationIncomplete, async () => {
    const owned = await stripe.subscriptions.retrieve(call.subscriptionId);
    if (owned.metadata?.workspaceId !== call.workspaceId) {
      throw new DomainError("NOT_FOUND", BILLING_MESSAGES.noSubscription);
    }
    const payment = await stripe.paymentIntents.retrieve(call.paymentIntentId);
    // read again under the workspace's lock, after the payment: what Stripe has now is what is kept
    const subscription = await syncSubscription({
      ...call,
      stripe,
      subscriptionId: owned.id,
      expand: ["latest_invoice.payments"],
    });
    const invoice = await latestInvoice(stripe, subscription);
    if (invoice)
      await grantInvoiceCredits({ db: call.deps.db, region: call.region, workspaceId: call.workspaceId, invoice });
    return { status: payment.status };
  });
}
