import type { ConnectEventCall } from "./connect-event";
import { mirrorEventSubscription } from "./mirror-event-subscription";

/** customer.subscription.updated on an agency's account: the org's subscription status, read again from Stripe. */
export async function onCustomerSubscriptionUpdated(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "customer.subscription.updated") return;
  const subscription = call.event.data.object;
  await mirrorEventSubscription(call, {
    metadata: subscription.metadata,
    customer: subscription.customer,
    subscriptionId: subscription.id,
  });
}
