import type { Region } from "@parlo/db";
import { PORTAL_ACCOUNT_MESSAGES } from "@parlo/validators";
import type { ClientAuthDeps } from "../../client-auth/client-auth-deps";
import { CLIENT_SUMMARY_SELECT, type ClientsScope } from "../../clients/clients-scope";
import { DomainError } from "../../errors";

/** A signed-in client of an agency's portal: its agency's workspace, its org and itself. */
export interface PortalClientScope {
  deps: ClientAuthDeps;
  region: Region;
  agencyId: string;
  workspaceId: string;
  clientId: string;
  orgId: string;
}

export const clientsScopeOf = (scope: PortalClientScope): ClientsScope => ({
  db: scope.deps.db,
  region: scope.region,
  workspaceId: scope.workspaceId,
});

/**
 * The signed-in client as it is now (its org still the session's, in the agency's workspace), or
 * "Account data not present." (a client deleted meanwhile).
 */
export async function requirePortalClient(scope: PortalClientScope) {
  const client = await scope.deps.db.for(scope.region).client.findFirst({
    where: { id: scope.clientId, orgId: scope.orgId, ownerID: scope.workspaceId },
    select: { ...CLIENT_SUMMARY_SELECT, dashboardPasswordHash: true },
  });
  if (!client) throw new DomainError("UNAUTHORIZED", PORTAL_ACCOUNT_MESSAGES.noAccount);
  return client;
}

/** The signed-in client, who must be its org's admin ("You are not an admin" otherwise). */
export async function requireOrgAdmin(scope: PortalClientScope) {
  const client = await requirePortalClient(scope);
  if (!client.isOrgAdmin) throw new DomainError("FORBIDDEN", PORTAL_ACCOUNT_MESSAGES.notAdmin);
  return client;
}
