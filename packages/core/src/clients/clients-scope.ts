import type { Prisma, Region, RegionalDb } from "@parlo/db";
import { CLIENT_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/** The workspace whose orgs and clients a call manages (its region's database holds them all). */
export interface ClientsScope {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}

/** The columns of a client the owner's page shows (never the password hash). */
export const CLIENT_SUMMARY_SELECT = {
  id: true,
  orgId: true,
  name: true,
  email: true,
  squarePhotoURL: true,
  canAccess: true,
  customTabAccess: true,
  clientTabOrder: true,
  notificationsSettings: true,
  preferredLanguage: true,
  isOrgAdmin: true,
  isAdmin: true,
  allowCreateAgents: true,
  canDelegateChats: true,
  hideAdvancedSettings: true,
  status: true,
  isNewSignup: true,
  onboardingCompleted: true,
  ts: true,
} satisfies Prisma.ClientSelect;

/** An org with its clients, as the summaries are made from. */
export const ORG_SUMMARY_INCLUDE = {
  clients: { select: CLIENT_SUMMARY_SELECT, orderBy: [{ ts: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrgInclude;

/** An org of the workspace, or NOT_FOUND (another workspace's org is not found either). */
export async function requireOrg(scope: ClientsScope, orgId: string) {
  const org = await scope.db.for(scope.region).org.findFirst({
    where: { id: orgId, ownerID: scope.workspaceId },
  });
  if (!org) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.orgNotFound);
  return org;
}

/** A client of the workspace (its own column and its org's owner agree), or NOT_FOUND. */
export async function requireClient(scope: ClientsScope, clientId: string) {
  const client = await scope.db.for(scope.region).client.findFirst({
    where: { id: clientId, ownerID: scope.workspaceId, org: { ownerID: scope.workspaceId } },
    select: CLIENT_SUMMARY_SELECT,
  });
  if (!client) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.clientNotFound);
  return client;
}

/**
 * Refuses agents that are not the workspace's own (unknown ids and other workspaces' agents get
 * the same answer, so nothing is learnt about them).
 */
export async function requireWorkspaceAgents(scope: ClientsScope, agentIds: readonly string[]): Promise<void> {
  if (agentIds.length === 0) return;
  const found = await scope.db.for(scope.region).agent.count({
    where: { id: { in: [...agentIds] }, ownerId: scope.workspaceId },
  });
  if (found !== new Set(agentIds).size) throw new DomainError("BAD_REQUEST", CLIENT_MESSAGES.agentNotInWorkspace);
}

/** The workspace's agency (client settings and portal domains), or null before its first save. */
export function findWorkspaceAgency(scope: ClientsScope) {
  return scope.db.for(scope.region).agency.findUnique({
    where: { userId: scope.workspaceId },
    select: {
      id: true,
      settings: true,
      VGsubDomain: true,
      isVerifiedSubDomain: true,
      customDomain: true,
      isVerifiedCustomDomain: true,
      stripeConnected: true,
    },
  });
}
export type WorkspaceAgencyRow = NonNullable<Awaited<ReturnType<typeof findWorkspaceAgency>>>;
