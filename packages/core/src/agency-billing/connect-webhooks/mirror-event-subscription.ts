import type Stripe from "stripe";
import { findEventOrg, idOf } from "../event-org";
import { mirrorOrgSubscription } from "../org-subscription";
import type { ConnectEventCall } from "./connect-event";

/**
 * An event's org (its object's metadata: a client org of this agency, and the org's customer)
 * gets the subscription as Stripe holds it now, so a late or repeated event changes nothing.
 */
export async function mirrorEventSubscription(
  call: ConnectEventCall,
  source: {
    metadata: Stripe.Metadata | null;
    customer: string | { id: string } | null;
    subscriptionId: string;
  },
): Promise<void> {
  const accountId = call.agency.stripeAccountId;
  if (!accountId) return;
  const org = await findEventOrg({
    deps: call.deps,
    region: call.region,
    agency: call.agency,
    metadata: source.metadata,
  });
  if (!org || !org.stripeCustomerId || idOf(source.customer) !== org.stripeCustomerId) return;
  await mirrorOrgSubscription({
    deps: call.deps,
    stripe: call.stripe,
    region: call.region,
    accountId,
    orgId: org.id,
    subscriptionId: source.subscriptionId,
  });
}
