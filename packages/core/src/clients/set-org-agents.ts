import { CLIENT_MESSAGES, type TOrgSummary } from "@parlo/validators";
import { DomainError } from "../errors";
import { requireOrg, requireWorkspaceAgents, type ClientsScope } from "./clients-scope";
import { loadOrgSummary } from "./load-org-summary";

/**
 * Replaces an org's agents (its clients' agents) with the given list: agents of the workspace
 * only; another workspace's agent, or an unknown id, refuses the whole list.
 */
export async function setOrgAgents(
  options: ClientsScope & { orgId: string; widgetIDs: string[] },
): Promise<TOrgSummary> {
  await requireOrg(options, options.orgId);
  const widgetIDs = [...new Set(options.widgetIDs)];
  await requireWorkspaceAgents(options, widgetIDs);
  await options.db.for(options.region).org.update({ where: { id: options.orgId }, data: { widgetIDs } });
  const org = await loadOrgSummary(options, options.orgId);
  if (!org) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.orgNotFound);
  return org;
}
