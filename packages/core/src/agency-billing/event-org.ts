import { isRegion, type Region } from "@parlo/db";
import type { CoreDeps } from "../deps";

/**
 * The org a Connect event names in its metadata ({orgId, region, agencyId}), only when it is a
 * client org of the event's own agency (the agency whose account sent the event): an agency's
 * account never serves, nor credits, another agency's clients. Null for anything else.
 */
export async function findEventOrg(options: {
  deps: CoreDeps;
  region: Region;
  agency: { id: string; userId: string };
  metadata: Record<string, string> | null | undefined;
}) {
  const metadata = options.metadata ?? {};
  const orgId = metadata.orgId;
  if (!orgId || metadata.agencyId !== options.agency.id) return null;
  if (!metadata.region || !isRegion(metadata.region) || metadata.region !== options.region) return null;
  const org = await options.deps.db.for(options.region).org.findUnique({
    where: { id: orgId },
    select: { id: true, ownerID: true, agencyId: true, stripeCustomerId: true },
  });
  if (!org || org.ownerID !== options.agency.userId) return null;
  if (org.agencyId !== null && org.agencyId !== options.agency.id) return null;
  return org;
}

/** The id of an expandable Stripe reference. */
export function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}
