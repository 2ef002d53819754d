import type { Region } from "@parlo/db";
import type { TClientSessionClient } from "@parlo/validators";
import type { ClientAuthDeps } from "./client-auth-deps";

/** An e-mail as clients are stored: trimmed and lower-cased. */
export const normalizeClientEmail = (email: string): string => email.trim().toLowerCase();

/** The columns a session shows of its client (never the password hash). */
export const CLIENT_VIEW_SELECT = {
  id: true,
  orgId: true,
  name: true,
  email: true,
  squarePhotoURL: true,
  canAccess: true,
  customTabAccess: true,
  clientTabOrder: true,
  preferredLanguage: true,
  isOrgAdmin: true,
  isAdmin: true,
  allowCreateAgents: true,
  canDelegateChats: true,
  hideAdvancedSettings: true,
  widgetIDs: true,
  status: true,
  isNewSignup: true,
  onboardingCompleted: true,
} as const;

/** The session's view of a client row (only the view's fields, whatever else the row holds). */
export function toSessionClient(row: TClientSessionClient): TClientSessionClient {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    email: row.email,
    squarePhotoURL: row.squarePhotoURL,
    canAccess: row.canAccess,
    customTabAccess: row.customTabAccess,
    clientTabOrder: row.clientTabOrder,
    preferredLanguage: row.preferredLanguage,
    isOrgAdmin: row.isOrgAdmin,
    isAdmin: row.isAdmin,
    allowCreateAgents: row.allowCreateAgents,
    canDelegateChats: row.canDelegateChats,
    hideAdvancedSettings: row.hideAdvancedSettings,
    widgetIDs: row.widgetIDs,
    status: row.status,
    isNewSignup: row.isNewSignup,
    onboardingCompleted: row.onboardingCompleted,
  };
}

/**
 * The client of the agency's workspace with this e-mail (trimmed, case-insensitive), with its
 * password hash when asked for; null when there is none.
 */
export async function findAgencyClient(
  deps: ClientAuthDeps,
  options: { region: Region; workspaceId: string; email: string },
) {
  return deps.db.for(options.region).client.findFirst({
    where: {
      ownerID: options.workspaceId,
      email: { equals: normalizeClientEmail(options.email), mode: "insensitive" },
    },
    select: { ...CLIENT_VIEW_SELECT, dashboardPasswordHash: true },
    orderBy: { ts: "asc" },
  });
}
