import type Stripe from "stripe";
import type { BillingCall } from "../billing-deps";
import { mirrorSubscription } from "../mirror-subscription";

/**
 * customer.subscription.created / updated / deleted: mirror the subscription as Stripe has it NOW
 * (retrieved, not the event's copy), so a late or repeated event cannot bring back an older state.
 */
export async function onSubscriptionChanged(
  call: BillingCall & { stripe: Stripe; subscription: Stripe.Subscription },
): Promise<void> {
  const subscription = await call.stripe.subscriptions.retrieve(call.subscription.id);
  await mirrorSubscription({ db: call.deps.db, region: call.region, workspaceId: call.workspaceId, subscription });
}
