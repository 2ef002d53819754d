import { idOf } from "../event-org";
import type { ConnectEventCall } from "./connect-event";
import { mirrorEventSubscription } from "./mirror-event-subscription";

/**
 * checkout.session.completed on an agency's account: an org subscribed to one of the agency's
 * plans; its subscription (read from Stripe) is stored on the org. The org must be a client org
 * of this agency and the session its customer's.
 */
export async function onCheckoutSessionCompleted(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "checkout.session.completed") return;
  const session = call.event.data.object;
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== "subscription" || !subscriptionId) return;
  await mirrorEventSubscription(call, { metadata: session.metadata, customer: session.customer, subscriptionId });
}
