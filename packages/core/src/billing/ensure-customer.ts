import type { Region, RegionalDb } from "@parlo/db";
import type Stripe from "stripe";
import { loadBillingWorkspace, ownerEmail } from "./billing-workspace";

/**
 * The workspace's Stripe customer, created on first need with the owner's e-mail and the workspace
 * in its metadata (webhooks find the workspace by customer id). The idempotency key makes two
 * simultaneous first calls create one customer.
 */
export async function ensureCustomer(options: {
  db: RegionalDb;
  stripe: Stripe;
  region: Region;
  workspaceId: string;
}): Promise<string> {
  const workspace = await loadBillingWorkspace(options.db, options.region, options.workspaceId);
  if (workspace.stripeCustomerId) return workspace.stripeCustomerId;
  const email = await ownerEmail(options.db, options.region, options.workspaceId);
  const customer = await options.stripe.customers.create(
    { email, metadata: { workspaceId: options.workspaceId, region: options.region } },
    { idempotencyKey: `customer-${options.region}-${options.workspaceId}` },
  );
  await options.db.for(options.region).workspace.updateMany({
    where: { id: options.workspaceId, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  const saved = await loadBillingWorkspace(options.db, options.region, options.workspaceId);
  return saved.stripeCustomerId ?? customer.id;
}
