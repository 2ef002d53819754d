import type { Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES, readAgencyClientSettings, type TAgencyClientSettings } from "@parlo/validators";
import { newOrgAllowsBilling } from "../agency-billing/auto-billing";
import { DomainError } from "../errors";
import type { ClientAuthDeps } from "./client-auth-deps";

/** The agency a portal sign-in is for: its workspace (which owns its clients), name and settings. */
export interface AuthAgency {
  id: string;
  workspaceId: string;
  name: string;
  settings: TAgencyClientSettings;
  /** a client's own org starts with Enable Billing on (Auto Billing, with payments connected) */
  newOrgsAllowBilling: boolean;
}

/** The resolved agency of the portal host; NOT_FOUND when it is gone. */
export async function loadAuthAgency(deps: ClientAuthDeps, region: Region, agencyId: string): Promise<AuthAgency> {
  const row = await deps.db.for(region).agency.findUnique({
    where: { id: agencyId },
    select: { id: true, userId: true, name: true, settings: true, stripeConnected: true },
  });
  if (!row) throw new DomainError("NOT_FOUND", CLIENT_AUTH_MESSAGES.portalNotFound);
  return {
    id: row.id,
    workspaceId: row.userId,
    name: row.name,
    settings: readAgencyClientSettings(row.settings),
    newOrgsAllowBilling: newOrgAllowsBilling(row),
  };
}
