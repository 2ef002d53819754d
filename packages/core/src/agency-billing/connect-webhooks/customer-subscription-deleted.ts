import type { ConnectEventCall } from "./connect-event";
import { mirrorEventSubscription } from "./mirror-event-subscription";

/** customer.subscription.deleted on an agency's account: the org's subscription ended (canceled). */
export async function onCustomerSubscriptionDeleted(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "customer.subscription.deleted") return;
  const subscription = call.event.data.object;
  await mirrorEventSubscription(call, {
    metadata: subscription.metadata,
    customer: subscription.customer,
    subscriptionId: subscription.id,
  });
}
