import type { Prisma } from "@parlo/db";
import { readClientPageKeys, readOrgSettings, zDashboardLayout, type TOrgSummary } from "@parlo/validators";
import type { ORG_SUMMARY_INCLUDE } from "./clients-scope";
import { toClientSummary } from "./to-client-summary";

export type OrgSummaryRow = Prisma.OrgGetPayload<{ include: typeof ORG_SUMMARY_INCLUDE }>;

/**
 * An org row with its clients as the owner's page reads it; `workspaceAgentIds` (the workspace's
 * agents) decide how many of its agents still exist.
 */
export function toOrgSummary(row: OrgSummaryRow, workspaceAgentIds: ReadonlySet<string>): TOrgSummary {
  return {
    id: row.id,
    name: row.name,
    squarePhotoURL: row.squarePhotoURL,
    widgetIDs: row.widgetIDs,
    agentCount: row.widgetIDs.filter((id) => workspaceAgentIds.has(id)).length,
    defaultClientAccess: readClientPageKeys(row.defaultClientAccess),
    defaultClientTabOrder: readClientPageKeys(row.defaultClientTabOrder),
    dashboardLayout: zDashboardLayout.catch("vertical").parse(row.dashboardLayout),
    preferredLanguage: row.preferredLanguage,
    predefinedTags: row.predefinedTags,
    disallowAnyTags: row.disallowAnyTags,
    disableHandoff: row.disableHandoff,
    allowBilling: row.allowBilling,
    loadTokens: row.loadTokens.toNumber(),
    settings: readOrgSettings(row.settings),
    createdAt: row.createdAt,
    clients: row.clients.map(toClientSummary),
  };
}
