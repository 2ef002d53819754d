import {
  ADDON_CATALOGUE,
  BILLING_MESSAGES,
  findAddon,
  type TAddAddonInput,
  type TAddonId,
  type TCheckAddonStatusOutput,
} from "@parlo/validators";
import type Stripe from "stripe";
import { requireBilling, withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { liveSubscription } from "./live-subscription";
import { syncSubscription } from "./sync-subscription";
import { catalogueKeyOf, ensurePrice } from "./stripe-catalogue";

function itemOf(subscription: Stripe.Subscription, addon: TAddonId): Stripe.SubscriptionItem | undefined {
  return subscription.items.data.find((item) => catalogueKeyOf(item.price) === `addon:${addon}`);
}

/** check-addon-status: whether there is a subscription, and each add-on's quantity on it. */
export async function checkAddonStatus(
  call: BillingCall & { addonKeys: TAddonId[] },
): Promise<TCheckAddonStatusOutput> {
  const stripe = call.deps.billing?.stripe;
  const keys = call.addonKeys.length ? call.addonKeys : ADDON_CATALOGUE.map((entry) => entry.id);
  const subscription = stripe ? await liveSubscription({ ...call, stripe }).catch(() => null) : null;
  return {
    hasSubscription: subscription !== null,
    addons: keys.map((addonKey) => {
      const quantity = subscription ? (itemOf(subscription, addonKey)?.quantity ?? 0) : 0;
      return { addonKey, hasAddon: quantity > 0, quantity };
    }),
  };
}

/**
 * add-addon-to-subscription: sets each add-on's quantity on the subscription (0 removes it;
 * whitelabel at most 1), without proration: the change is billed from the next cycle. Answers the
 * add-ons that could not be changed.
 */
export async function addAddonToSubscription(
  call: BillingCall & { addons: TAddAddonInput["addons"] },
): Promise<{ errors: string[] }> {
  const { stripe } = requireBilling(call.deps.billing);
  const subscription = await withStripe(BILLING_MESSAGES.addonsPrepareFailed, () =>
    liveSubscription({ ...call, stripe, message: BILLING_MESSAGES.addonsNeedSubscription }),
  );
  const currency = subscription.currency === "eur" || subscription.currency === "gbp" ? subscription.currency : "usd";
  const errors: string[] = [];
  for (const change of call.addons) {
    const addon = findAddon(change.addonId);
    if (!addon) continue;
    const quantity = Math.max(0, Math.min(change.quantity, addon.maxQuantity));
    const item = itemOf(subscription, addon.id);
    const items: Stripe.SubscriptionUpdateParams.Item[] = [];
    if (item && quantity === 0) items.push({ id: item.id, deleted: true });
    else if (item) items.push({ id: item.id, quantity });
    else if (quantity > 0) items.push({ price: await ensurePrice(stripe, `addon:${addon.id}`, currency), quantity });
    if (!items.length) continue;
    try {
      await stripe.subscriptions.update(subscription.id, { items, proration_behavior: "none" });
    } catch (error) {
      console.error(`billing: add-on ${addon.id}`, error instanceof Error ? error.message : error);
      errors.push(addon.name);
    }
  }
  await syncSubscription({ ...call, stripe, subscriptionId: subscription.id });
  return { errors };
}

/** remove-addon-from-subscription: takes the add-ons off the subscription (from the next cycle). */
export async function removeAddonFromSubscription(
  call: BillingCall & { addonKeys: TAddonId[] },
): Promise<{ success: boolean; errors: string[] }> {
  const { errors } = await addAddonToSubscription({
    ...call,
    addons: call.addonKeys.map((addonId) => ({
      addonId,
      name: findAddon(addonId)?.name ?? addonId,
      price: 0,
      quantity: 0,
      incrementalQuantity: 0,
      currency: "usd",
    })),
  });
  return { success: errors.length === 0, errors };
}
