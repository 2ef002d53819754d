import type { Prisma } from "@parlo/db";
import { readClientPageKeys, readNotificationsSettings, type TClientSummary } from "@parlo/validators";
import type { CLIENT_SUMMARY_SELECT } from "./clients-scope";

export type ClientSummaryRow = Prisma.ClientGetPayload<{ select: typeof CLIENT_SUMMARY_SELECT }>;

/** A client row as the owner's page reads it (the select holds no password hash). */
export function toClientSummary(row: ClientSummaryRow): TClientSummary {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    email: row.email,
    squarePhotoURL: row.squarePhotoURL,
    canAccess: readClientPageKeys(row.canAccess),
    customTabAccess: row.customTabAccess,
    clientTabOrder: readClientPageKeys(row.clientTabOrder),
    notificationsSettings: readNotificationsSettings(row.notificationsSettings),
    preferredLanguage: row.preferredLanguage,
    isOrgAdmin: row.isOrgAdmin,
    isAdmin: row.isAdmin,
    allowCreateAgents: row.allowCreateAgents,
    canDelegateChats: row.canDelegateChats,
    hideAdvancedSettings: row.hideAdvancedSettings,
    status: row.status,
    isNewSignup: row.isNewSignup,
    onboardingCompleted: row.onboardingCompleted,
    createdAt: row.ts,
  };
}
