import type { Db } from "@parlo/db";
import type Stripe from "stripe";
import type { BillingCall } from "./billing-deps";
import { mirrorSubscription } from "./mirror-subscription";

/** Stripe calls made under the lock can be slow; the lock only holds up the same workspace. */
const LOCK_TIMEOUT_MS = 30_000;

/**
 * Takes the workspace's subscription lock inside a transaction; it is released when the transaction
 * ends. Whoever holds it is the only one reading and writing the workspace's subscription.
 */
export async function lockWorkspaceSubscription(tx: Pick<Db, "$executeRaw">, workspaceId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`subscription:${workspaceId}`}, 0))`;
}

/**
 * Reads a subscription from Stripe and copies it onto its workspace, under a per-workspace lock
 * held from before the read until the write. Two syncs (a webhook and the 3-D Secure confirmation,
 * say) run one after the other, so the later read is also the later write: a copy fetched before a
 * change can never overwrite one fetched after it. Returns the subscription as read.
 */
export async function syncSubscription(
  options: BillingCall & {
    stripe: Stripe;
    subscriptionId: string;
    /** Stripe's `expand`, e.g. the latest invoice's payments */
    expand?: string[];
  },
): Promise<Stripe.Subscription> {
  return options.deps.db.for(options.region).$transaction(
    async (tx) => {
      await lockWorkspaceSubscription(tx, options.workspaceId);
      const subscription = await options.stripe.subscriptions.retrieve(
        options.subscriptionId,
        options.expand ? { expand: options.expand } : undefined,
      );
      await mirrorSubscription({ db: tx, workspaceId: options.workspaceId, subscription });
      return subscription;
    },
    { maxWait: LOCK_TIMEOUT_MS, timeout: LOCK_TIMEOUT_MS },
  );
}
