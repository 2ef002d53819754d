import { PORTAL_ACCOUNT_MESSAGES, type TClientStatusOutput } from "@parlo/validators";
import { DomainError } from "../../errors";
import type { PortalClientScope } from "./portal-client-scope";

/**
 * Turns the signed-in client's online/offline toggle on or off (agency-shell-dashboards.md
 * section 4: offline when created, online when the portal loads, then the client's choice). While
 * on, requests for a person on the org's agents count the client as someone who can answer.
 */
export async function setClientStatus(scope: PortalClientScope, online: boolean): Promise<TClientStatusOutput> {
  const { count } = await scope.deps.db.for(scope.region).client.updateMany({
    where: { id: scope.clientId, orgId: scope.orgId, ownerID: scope.workspaceId },
    data: { status: online ? "online" : "offline" },
  });
  if (count === 0) throw new DomainError("UNAUTHORIZED", PORTAL_ACCOUNT_MESSAGES.noAccount);
  return { online };
}
