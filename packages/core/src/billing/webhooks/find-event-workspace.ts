import { isRegion, type Region, type RegionalDb } from "@parlo/db";
import type Stripe from "stripe";

export interface EventWorkspace {
  region: Region;
  workspaceId: string;
}

/** The customer id and metadata of an event's object, when it has them. */
function ownerOf(event: Stripe.Event): { customer: string | null; metadata: Record<string, string> } {
  const object = event.data.object;
  const customer = "customer" in object ? object.customer : null;
  const metadata = "metadata" in object && object.metadata ? object.metadata : {};
  return { customer: typeof customer === "string" ? customer : (customer?.id ?? null), metadata };
}

/**
 * The workspace an event is about: by the workspace id and region the product put in the object's
 * metadata, checked against the customer, else by the Stripe customer id in every region.
 */
export async function findEventWorkspace(db: RegionalDb, event: Stripe.Event): Promise<EventWorkspace | null> {
  const { customer, metadata } = ownerOf(event);
  const region = metadata.region;
  if (metadata.workspaceId && region && isRegion(region)) {
    const row = await db
      .for(region)
      .workspace.findUnique({ where: { id: metadata.workspaceId }, select: { id: true, stripeCustomerId: true } });
    if (row && (!customer || row.stripeCustomerId === customer)) return { region, workspaceId: row.id };
  }
  if (!customer) return null;
  for (const [region, client] of db.all()) {
    const row = await client.workspace.findFirst({ where: { stripeCustomerId: customer }, select: { id: true } });
    if (row) return { region, workspaceId: row.id };
  }
  return null;
}
