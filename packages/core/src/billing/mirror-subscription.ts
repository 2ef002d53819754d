import type { Db } from "@parlo/db";
import { ZPlanId } from "@parlo/validators";
import type Stripe from "stripe";
import { catalogueKeyOf } from "./stripe-catalogue";

/** Subscriptions that are over: the workspace is back on the free plan. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

const seconds = (value: number | null | undefined): Date | null => (value ? new Date(value * 1000) : null);

/**
 * Copies a subscription as Stripe reports it onto its workspace: status, cancellation, period,
 * plan and add-on quantities. Only syncSubscription calls it, with a copy retrieved under the
 * workspace's lock. An ended subscription clears the workspace's subscription only if it is still
 * the workspace's current one.
 */
export async function mirrorSubscription(options: {
  db: Pick<Db, "workspace">;
  workspaceId: string;
  subscription: Stripe.Subscription;
}): Promise<void> {
  const { subscription, db } = options;
  if (ENDED.has(subscription.status)) {
    await db.workspace.updateMany({
      where: { id: options.workspaceId, stripeSubscriptionId: subscription.id },
      data: {
        stripeSubscriptionId: null,
        stripePlanId: null,
        subscriptionStatus: subscription.status,
        cancelAtPeriodEnd: false,
        subscriptionCancelAt: null,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        addonQuantities: {},
        automaticBilling: false,
      },
    });
    return;
  }
  const addons: Record<string, number> = {};
  let plan = ZPlanId.catch("pay_as_you_go").parse(subscription.metadata?.planId);
  const first = subscription.items.data[0];
  for (const item of subscription.items.data) {
    const key = catalogueKeyOf(item.price);
    if (key?.startsWith("addon:")) addons[key.slice(6)] = item.quantity ?? 0;
    else if (key?.startsWith("plan:")) plan = ZPlanId.catch(plan).parse(key.slice(5));
  }
  await db.workspace.updateMany({
    where: {
      id: options.workspaceId,
      OR: [{ stripeSubscriptionId: subscription.id }, { stripeSubscriptionId: null }],
    },
    data: {
      stripeSubscriptionId: subscription.id,
      stripePlanId: plan,
      subscriptionStatus: subscription.status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      subscriptionCancelAt: subscription.cancel_at_period_end
        ? seconds(subscription.cancel_at ?? first?.current_period_end)
        : seconds(subscription.cancel_at),
      currentPeriodStart: seconds(first?.current_period_start),
      currentPeriodEnd: seconds(first?.current_period_end),
      addonQuantities: addons,
    },
  });
}
