import { findEventOrg, idOf } from "../event-org";
import { mirrorOrgSubscription } from "../org-subscription";
import type { ConnectEventCall } from "./connect-event";

/**
 * checkout.session.completed on an agency's account: an org subscribed to one of the agency's
 * plans; its subscription (read from Stripe) is stored on the org. The org must be a client org
 * of this agency and the session its customer's.
 */
export async function onCheckoutSessionCompleted(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "checkout.session.completed") return;
  const session = call.event.data.object;
  const subscriptionId = idOf(session.subscription);
  const accountId = call.agency.stripeAccountId;
  if (session.mode !== "subscription" || !subscriptionId || !accountId) return;
  const org = await findEventOrg({
    deps: call.deps,
    region: call.region,
    agency: call.agency,
    metadata: session.metadata,
  });
  if (!org || !org.stripeCustomerId || idOf(session.customer) !== org.stripeCustomerId) return;
  await mirrorOrgSubscription({
    deps: call.deps,
    stripe: call.stripe,
    region: call.region,
    accountId,
    orgId: org.id,
    subscriptionId,
  });
}
