import { BILLING_MESSAGES } from "@parlo/validators";
import type Stripe from "stripe";
import { DomainError } from "../errors";
import type { BillingCall } from "./billing-deps";
import { loadBillingWorkspace } from "./billing-workspace";

/** The workspace's paid subscription, fresh from Stripe; refuses with `message` when it has none. */
export async function liveSubscription(
  call: BillingCall & { stripe: Stripe; message?: string },
): Promise<Stripe.Subscription> {
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  if (workspace.plan === "free" || !workspace.stripeSubscriptionId) {
    throw new DomainError("BAD_REQUEST", call.message ?? BILLING_MESSAGES.noSubscription);
  }
  return call.stripe.subscriptions.retrieve(workspace.stripeSubscriptionId);
}
