import { BILLING_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { requireBilling, withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { grantInvoiceCredits } from "./grant-invoice-credits";
import { latestInvoice } from "./invoice-payment";
import { mirrorSubscription } from "./mirror-subscription";

/**
 * confirm-subscription-payment: after the browser completed 3-D Secure, reads the subscription and
 * its payment back from Stripe, mirrors the new status and grants the plan's credits when paid.
 */
export async function confirmSubscriptionPayment(
  call: BillingCall & { paymentIntentId: string; subscriptionId: string },
): Promise<{ status: string }> {
  const { stripe } = requireBilling(call.deps.billing);
  return withStripe(BILLING_MESSAGES.confirmationIncomplete, async () => {
    const subscription = await stripe.subscriptions.retrieve(call.subscriptionId, {
      expand: ["latest_invoice.payments"],
    });
    if (subscription.metadata?.workspaceId !== call.workspaceId) {
      throw new DomainError("NOT_FOUND", BILLING_MESSAGES.noSubscription);
    }
    const payment = await stripe.paymentIntents.retrieve(call.paymentIntentId);
    await mirrorSubscription({ db: call.deps.db, region: call.region, workspaceId: call.workspaceId, subscription });
    const invoice = await latestInvoice(stripe, subscription);
    if (invoice)
      await grantInvoiceCredits({ db: call.deps.db, region: call.region, workspaceId: call.workspaceId, invoice });
    return { status: payment.status };
  });
}
