import { CLIENT_MESSAGES, readOrgSettings, type TOrgChanges, type TOrgSummary } from "@parlo/validators";
import { DomainError } from "../errors";
import { findWorkspaceAgency, requireOrg, requireWorkspaceAgents, type ClientsScope } from "./clients-scope";
import { loadOrgSummary } from "./load-org-summary";
import { requireBillingConnected, requireBillingPageAllowed } from "./require-billing-connected";

/**
 * Saves the changed fields of an org of the workspace (another workspace's org: NOT_FOUND). Its
 * `settings` fields are merged into the stored ones under a row lock, so two editors changing
 * different switches at once both keep their change. Only the workspace's agents can be assigned.
 */
export async function updateOrg(options: ClientsScope & { orgId: string; changes: TOrgChanges }): Promise<TOrgSummary> {
  const { changes } = options;
  const current = await requireOrg(options, options.orgId);
  if (changes.widgetIDs) await requireWorkspaceAgents(options, changes.widgetIDs);
  if (changes.allowBilling === true || changes.defaultClientAccess) {
    const agency = await findWorkspaceAgency(options);
    requireBillingConnected(agency, changes.allowBilling);
    requireBillingPageAllowed(agency, changes.defaultClientAccess, current.defaultClientAccess);
  }
  await options.db.for(options.region).$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<Array<{ settings: unknown }>>`
      SELECT "settings" FROM "Org" WHERE "id" = ${options.orgId} AND "ownerID" = ${options.workspaceId} FOR UPDATE`;
    if (!locked) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.orgNotFound);
    await tx.org.update({
      where: { id: options.orgId },
      data: {
        name: changes.name,
        squarePhotoURL: changes.squarePhotoURL,
        widgetIDs: changes.widgetIDs,
        defaultClientAccess: changes.defaultClientAccess,
        defaultClientTabOrder: changes.defaultClientTabOrder,
        dashboardLayout: changes.dashboardLayout,
        preferredLanguage: changes.preferredLanguage,
        predefinedTags: changes.predefinedTags,
        disallowAnyTags: changes.disallowAnyTags,
        disableHandoff: changes.disableHandoff,
        allowBilling: changes.allowBilling,
        settings: changes.settings ? { ...readOrgSettings(locked.settings), ...changes.settings } : undefined,
      },
    });
  });
  const org = await loadOrgSummary(options, options.orgId);
  if (!org) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.orgNotFound);
  return org;
}
