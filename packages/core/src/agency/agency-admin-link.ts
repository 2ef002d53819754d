import { timingSafeEqual } from "node:crypto";
import { newAgencySecret, type Region, type RegionalDb } from "@parlo/db";
import type { TAgencyAdminLinkOutput } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { clientPortalUrl } from "./domains/client-portal-url";

/**
 * The admin magic link: the agency's portal (its own domain once verified) signs its holder in as
 * the agency's admin while `secret` is the agency's current secret.
 */
export function agencyMagicLink(options: { portalUrl: string; region: Region; agencyId: string; secret: string }) {
  const url = new URL("/admin", options.portalUrl);
  url.searchParams.set("region", options.region);
  url.searchParams.set("agencyId", options.agencyId);
  url.searchParams.set("secret", options.secret);
  return url.toString();
}

const LINK_SELECT = {
  id: true,
  secret: true,
  customDomain: true,
  isVerifiedCustomDomain: true,
  VGsubDomain: true,
  isVerifiedSubDomain: true,
} as const;

type PortalUrlDeps = Pick<CoreDeps, "portalDomains" | "portalUrl" | "dashboardUrl">;

/** The owner's agency secret and magic link (on the agency's portal host); NOT_FOUND before the agency's first save. */
export async function getAgencyAdminLink(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  deps: PortalUrlDeps;
}): Promise<TAgencyAdminLinkOutput> {
  const agency = await options.db.for(options.region).agency.findUnique({
    where: { userId: options.workspaceId },
    select: LINK_SELECT,
  });
  if (!agency) throw new DomainError("NOT_FOUND", "Save the agency settings first.");
  return {
    secret: agency.secret,
    magicLink: agencyMagicLink({
      portalUrl: clientPortalUrl(options.deps, agency),
      region: options.region,
      agencyId: agency.id,
      secret: agency.secret,
    }),
  };
}

/** Replaces the agency secret: links made with the old one stop working at once. */
export async function regenerateAgencySecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  deps: PortalUrlDeps;
}): Promise<TAgencyAdminLinkOutput> {
  const db = options.db.for(options.region);
  const exists = await db.agency.findUnique({ where: { userId: options.workspaceId }, select: { id: true } });
  if (!exists) throw new DomainError("NOT_FOUND", "Save the agency settings first.");
  const agency = await db.agency.update({
    where: { userId: options.workspaceId },
    data: { secret: newAgencySecret() },
    select: LINK_SELECT,
  });
  return {
    secret: agency.secret,
    magicLink: agencyMagicLink({
      portalUrl: clientPortalUrl(options.deps, agency),
      region: options.region,
      agencyId: agency.id,
      secret: agency.secret,
    }),
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
