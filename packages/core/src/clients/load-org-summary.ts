import type { TOrgSummary } from "@parlo/validators";
import { ORG_SUMMARY_INCLUDE, type ClientsScope } from "./clients-scope";
import { toOrgSummary } from "./to-org-summary";

/** One org of the workspace with its clients, read after a change (null when it is gone). */
export async function loadOrgSummary(scope: ClientsScope, orgId: string): Promise<TOrgSummary | null> {
  const db = scope.db.for(scope.region);
  const org = await db.org.findFirst({
    where: { id: orgId, ownerID: scope.workspaceId },
    include: ORG_SUMMARY_INCLUDE,
  });
  if (!org) return null;
  const agents = await db.agent.findMany({
    where: { id: { in: org.widgetIDs }, ownerId: scope.workspaceId },
    select: { id: true },
  });
  return toOrgSummary(org, new Set(agents.map((agent) => agent.id)));
}
