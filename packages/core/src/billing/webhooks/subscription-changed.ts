import type Stripe from "stripe";
import type { BillingCall } from "../billing-deps";
import { emitWorkspaceEvent } from "../../events/forward-workspace-event";
import { syncSubscription } from "../sync-subscription";

/**
 * customer.subscription.created / updated / deleted: mirror the subscription as Stripe has it NOW
 * (retrieved, not the event's copy), so a late or repeated event cannot bring back an older state.
 */
export async function onSubscriptionChanged(
  call: BillingCall & { stripe: Stripe; subscription: Stripe.Subscription },
): Promise<void> {
  const subscription = await syncSubscription({ ...call, subscriptionId: call.subscription.id });
  emitWorkspaceEvent({
    deps: call.deps,
    region: call.region,
    workspaceId: call.workspaceId,
    type: "subscription.updated",
    payload: {
      subscriptionId: subscription.id,
      status: subscription.status,
      planId: subscription.metadata?.planId ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    },
  });
}
