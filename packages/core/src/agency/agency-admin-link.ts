import { timingSafeEqual } from "node:crypto";
import { newAgencySecret, type Region, type RegionalDb } from "@parlo/db";
import type { TAgencyAdminLinkOutput } from "@parlo/validators";
import { DomainError } from "../errors";

/**
 * The admin magic link: the portal signs its holder in as the agency's admin while `secret` is the
 * agency's current secret (the portal's side comes with the client portal).
 */
export function agencyMagicLink(options: { portalUrl: string; region: Region; agencyId: string; secret: string }) {
  const url = new URL("/admin", options.portalUrl);
  url.searchParams.set("region", options.region);
  url.searchParams.set("agencyId", options.agencyId);
  url.searchParams.set("secret", options.secret);
  return url.toString();
}

/** The owner's agency secret and magic link; NOT_FOUND before the agency's first save. */
export async function getAgencyAdminLink(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  portalUrl: string;
}): Promise<TAgencyAdminLinkOutput> {
  const agency = await options.db.for(options.region).agency.findUnique({
    where: { userId: options.workspaceId },
    select: { id: true, secret: true },
  });
  if (!agency) throw new DomainError("NOT_FOUND", "Save the agency settings first.");
  return {
    secret: agency.secret,
    magicLink: agencyMagicLink({ ...options, agencyId: agency.id, secret: agency.secret }),
  };
}

/** Replaces the agency secret: links made with the old one stop working at once. */
export async function regenerateAgencySecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  portalUrl: string;
}): Promise<TAgencyAdminLinkOutput> {
  const db = options.db.for(options.region);
  const exists = await db.agency.findUnique({ where: { userId: options.workspaceId }, select: { id: true } });
  if (!exists) throw new DomainError("NOT_FOUND", "Save the agency settings first.");
  const agency = await db.agency.update({
    where: { userId: options.workspaceId },
    data: { secret: newAgencySecret() },
    select: { id: true, secret: true },
  });
  return {
    secret: agency.secret,
    magicLink: agencyMagicLink({ ...options, agencyId: agency.id, secret: agency.secret }),
  };
}

/**
 * The agency a magic link's secret opens, or null (unknown agency, or a secret that was replaced).
 * Compared in constant time.
 */
export async function verifyAgencySecret(options: {
  db: RegionalDb;
  region: Region;
  agencyId: string;
  secret: string;
}): Promise<{ agencyId: string; workspaceId: string } | null> {
  const agency = await options.db.for(options.region).agency.findUnique({
    where: { id: options.agencyId },
    select: { id: true, userId: true, secret: true },
  });
  if (!agency) return null;
  const a = Buffer.from(agency.secret);
  const b = Buffer.from(options.secret);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return { agencyId: agency.id, workspaceId: agency.userId };
}
