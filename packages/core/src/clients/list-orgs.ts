import type { TClientsListOutput } from "@parlo/validators";
import { readCustomTabs } from "../agency/to-agency";
import { ORG_SUMMARY_INCLUDE, type ClientsScope } from "./clients-scope";
import { toOrgSummary } from "./to-org-summary";

/**
 * The workspace's orgs, oldest first, each with its clients (never a password or its hash) and the
 * number of its agents that exist in the workspace; whether the workspace has saved its agency, and
 * its custom tabs (a client can be given those not always visible).
 */
export async function listOrgs(scope: ClientsScope): Promise<TClientsListOutput> {
  const db = scope.db.for(scope.region);
  const [orgs, agents, agency, workspace] = await Promise.all([
    db.org.findMany({
      where: { ownerID: scope.workspaceId },
      include: ORG_SUMMARY_INCLUDE,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.agent.findMany({ where: { ownerId: scope.workspaceId }, select: { id: true } }),
    db.agency.findUnique({
      where: { userId: scope.workspaceId },
      select: { id: true, customTabs: true, stripeConnected: true },
    }),
    db.workspace.findUnique({ where: { id: scope.workspaceId }, select: { loadTokens: true } }),
  ]);
  const agentIds = new Set(agents.map((agent) => agent.id));
  const customTabs = readCustomTabs(agency?.customTabs).map(({ href, label, alwaysVisible }) => ({
    href,
    label,
    alwaysVisible,
  }));
  return {
    orgs: orgs.map((org) => toOrgSummary(org, agentIds)),
    hasAgency: agency !== null,
    paymentsConnected: agency?.stripeConnected ?? false,
    workspaceCredits: workspace?.loadTokens.toNumber() ?? 0,
    customTabs,
  };
}
