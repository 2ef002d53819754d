import { newEntityId } from "@parlo/db";
import {
  CLIENT_MESSAGES,
  DEFAULT_ORG_NAME,
  defaultOrgSettings,
  ORG_DEFAULT_CLIENT_ACCESS,
  readAgencyClientSettings,
  type TOrgChanges,
  type TOrgSummary,
} from "@parlo/validators";
import { newOrgAllowsBilling } from "../agency-billing/auto-billing";
import { DomainError } from "../errors";
import { findWorkspaceAgency, requireWorkspaceAgents, type ClientsScope } from "./clients-scope";
import { loadOrgSummary } from "./load-org-summary";
import { requireBillingConnected, requireBillingPageAllowed } from "./require-billing-connected";

/**
 * A new org of the workspace. Fields left out take their defaults: name "New Organization"; with
 * a saved agency, its default dashboard layout and default client access (its client settings,
 * section 3), else vertical and the org default (home, convos, analytics, leads, campaigns). Only
 * the workspace's own agents can be given to it.
 */
export async function createOrg(options: ClientsScope & { input: TOrgChanges }): Promise<TOrgSummary> {
  const { input } = options;
  const widgetIDs = input.widgetIDs ?? [];
  await requireWorkspaceAgents(options, widgetIDs);
  const agency = await findWorkspaceAgency(options);
  requireBillingConnected(agency, input.allowBilling);
  requireBillingPageAllowed(agency, input.defaultClientAccess);
  const agencySettings = agency ? readAgencyClientSettings(agency.settings) : null;
  const id = newEntityId();
  await options.db.for(options.region).org.create({
    data: {
      id,
      ownerID: options.workspaceId,
      agencyId: agency?.id ?? null,
      name: input.name ?? DEFAULT_ORG_NAME,
      squarePhotoURL: input.squarePhotoURL ?? "",
      widgetIDs,
      defaultClientAccess: input.defaultClientAccess ?? [
        ...(agencySettings?.defaultClientAccess ?? ORG_DEFAULT_CLIENT_ACCESS),
      ],
      defaultClientTabOrder: input.defaultClientTabOrder ?? [],
      dashboardLayout: input.dashboardLayout ?? agencySettings?.defaultDashboardLayout ?? "vertical",
      preferredLanguage: input.preferredLanguage ?? "en",
      predefinedTags: input.predefinedTags ?? [],
      disallowAnyTags: input.disallowAnyTags ?? false,
      disableHandoff: input.disableHandoff ?? false,
      allowBilling: input.allowBilling ?? (agency ? newOrgAllowsBilling(agency) : false),
      settings: { ...defaultOrgSettings(), ...input.settings },
    },
  });
  const org = await loadOrgSummary(options, id);
  if (!org) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.orgNotFound);
  return org;
}
