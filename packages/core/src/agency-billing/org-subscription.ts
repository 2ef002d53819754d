import type { Region } from "@parlo/db";
import type { TAgencyPlan, TOrgSubscription } from "@parlo/validators";
import type Stripe from "stripe";
import { z } from "zod";
import type { CoreDeps } from "../deps";

/** Org.subscription as stored: the spec's {status, id, priceId}. */
const ZStoredSubscription = z.object({ status: z.string(), id: z.string(), priceId: z.string().nullable() });
export type StoredOrgSubscription = z.infer<typeof ZStoredSubscription>;

export function readStoredSubscription(value: unknown): StoredOrgSubscription | null {
  const parsed = ZStoredSubscription.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A Stripe subscription as the org keeps it. */
export function storedSubscriptionOf(subscription: Stripe.Subscription): StoredOrgSubscription {
  return {
    status: subscription.status,
    id: subscription.id,
    priceId: subscription.items.data[0]?.price.id ?? null,
  };
}

/** The stored subscription with its plan's name (from the agency's plans). */
export function withPlanName(stored: StoredOrgSubscription | null, plans: TAgencyPlan[]): TOrgSubscription | null {
  if (!stored) return null;
  const plan = plans.find((candidate) => candidate.priceId !== null && candidate.priceId === stored.priceId);
  return { ...stored, planName: plan?.name ?? null };
}

/**
 * Reads the subscription from the agency's account and writes it on the org. A subscription of
 * another one than the org holds replaces it only while it is live (a late event of an old,
 * canceled subscription never overwrites a newer one); the org's own is always mirrored.
 */
export async function mirrorOrgSubscription(options: {
  deps: CoreDeps;
  stripe: Stripe;
  region: Region;
  accountId: string;
  orgId: string;
  subscriptionId: string;
}): Promise<StoredOrgSubscription> {
  const subscription = await options.stripe.subscriptions.retrieve(options.subscriptionId, undefined, {
    stripeAccount: options.accountId,
  });
  const stored = storedSubscriptionOf(subscription);
  const db = options.deps.db.for(options.region);
  const live = !["canceled", "incomplete_expired"].includes(stored.status);
  if (live) {
    await db.org.update({ where: { id: options.orgId }, data: { subscription: stored } });
  } else {
    // only when it is still the org's subscription (in one statement, so a newer one is kept)
    await db.$executeRaw`
      UPDATE "Org" SET "subscription" = ${JSON.stringify(stored)}::jsonb
      WHERE "id" = ${options.orgId} AND ("subscription" IS NULL OR "subscription"->>'id' = ${stored.id})`;
  }
  return stored;
}
