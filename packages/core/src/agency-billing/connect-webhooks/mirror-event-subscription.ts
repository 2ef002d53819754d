import type Stripe from "stripe";
import { findEventOrg, idOf } from "../event-org";
import { mirrorOrgSubscription } from "../org-subscription";
import type { ConnectEventCall } from "./connect-event";

/**
 * A subscription event's org (metadata: a client org of this agency, its customer) gets the
 * subscription as Stripe holds it now, so a late or repeated event changes nothing.
 */
export async function mirrorEventSubscription(
  call: ConnectEventCall,
  subscription: Stripe.Subscription,
): Promise<void> {
  const accountId = call.agency.stripeAccountId;
  if (!accountId) return;
  const org = await findEventOrg({
    deps: call.deps,
    region: call.region,
    agency: call.agency,
    metadata: subscription.metadata,
  });
  if (!org || !org.stripeCustomerId || idOf(subscription.customer) !== org.stripeCustomerId) return;
  await mirrorOrgSubscription({
    deps: call.deps,
    stripe: call.stripe,
    region: call.region,
    accountId,
    orgId: org.id,
    subscriptionId: subscription.id,
  });
}
