import { BILLING_MESSAGES, type TCancelSubscriptionInput } from "@parlo/validators";
import type Stripe from "stripe";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import { requireBilling, withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { liveSubscription } from "./live-subscription";
import { syncSubscription } from "./sync-subscription";

const FEEDBACK: Record<
  TCancelSubscriptionInput["reason"],
  Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback
> = {
  "Too expensive": "too_expensive",
  "Missing features": "missing_features",
  "Found a better alternative": "switched_service",
  "Temporary need": "unused",
  Other: "other",
};

/**
 * cancel-subscription: the plan stays until the end of the paid period, then the workspace goes
 * back to free (Stripe ends the subscription; the webhook mirrors it). The reason is kept with the
 * subscription and in the workspace log.
 */
export async function cancelSubscription(
  call: BillingCall & { reason: TCancelSubscriptionInput["reason"]; details: string; userId?: string | null },
): Promise<{ success: true; cancelsAt: number | null }> {
  const { stripe } = requireBilling(call.deps.billing);
  const comment = call.details ? `${call.reason}: ${call.details}` : call.reason;
  const subscription = await withStripe(BILLING_MESSAGES.cancelFailed, async () => {
    const current = await liveSubscription({ ...call, stripe });
    const updated = await stripe.subscriptions.update(current.id, {
      cancel_at_period_end: true,
      cancellation_details: { comment: comment.slice(0, 500), feedback: FEEDBACK[call.reason] },
      metadata: { cancelReason: comment.slice(0, 500) },
    });
    return syncSubscription({ ...call, stripe, subscriptionId: updated.id });
  });
  await writeWorkspaceLog({
    db: call.deps.db,
    region: call.region,
    entry: {
      workspaceId: call.workspaceId,
      userId: call.userId ?? null,
      type: "warning",
      content: `Subscription set to cancel at the end of the period. Reason: ${comment}`,
      metadata: { subscriptionId: subscription.id, reason: call.reason },
    },
  });
  return { success: true, cancelsAt: subscription.items.data[0]?.current_period_end ?? subscription.cancel_at };
}

/** reactivate-subscription: before the period ends, the subscription goes on as if never cancelled. */
export async function reactivateSubscription(
  call: BillingCall & { userId?: string | null },
): Promise<{ success: true }> {
  const { stripe } = requireBilling(call.deps.billing);
  await withStripe(BILLING_MESSAGES.reactivateFailed, async () => {
    const current = await liveSubscription({ ...call, stripe });
    await stripe.subscriptions.update(current.id, { cancel_at_period_end: false, metadata: { cancelReason: "" } });
    return syncSubscription({ ...call, stripe, subscriptionId: current.id });
  });
  await writeWorkspaceLog({
    db: call.deps.db,
    region: call.region,
    entry: {
      workspaceId: call.workspaceId,
      userId: call.userId ?? null,
      type: "success",
      content: "Subscription reactivated.",
    },
  });
  return { success: true };
}
