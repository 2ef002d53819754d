import type { ConnectEventCall } from "./connect-event";
import { mirrorEventSubscription } from "./mirror-event-subscription";

/**
 * customer.subscription.updated and .deleted on an agency's account: the org's subscription
 * (status, id, price), read again from Stripe.
 */
export async function onCustomerSubscriptionChanged(call: ConnectEventCall): Promise<void> {
  const { event } = call;
  if (event.type !== "customer.subscription.updated" && event.type !== "customer.subscription.deleted") return;
  const subscription = event.data.object;
  await mirrorEventSubscription(call, {
    metadata: subscription.metadata,
    customer: subscription.customer,
    subscriptionId: subscription.id,
  });
}
