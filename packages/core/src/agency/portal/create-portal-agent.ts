import { PORTAL_ACCOUNT_MESSAGES, type TPortalCreateAgentOutput, type TTemplateKey } from "@parlo/validators";
import { createAgent } from "../../agent/create-agent";
import { findTemplate } from "../../agent/templates";
import { DomainError } from "../../errors";
import { requirePortalClient, type PortalClientScope } from "./portal-client-scope";

/**
 * New Agent in the portal (section 6: a client with allowCreateAgents): an agent of the agency's
 * workspace (its plan's agent limit applies, with its message), made from the template and given
 * to the client's org, so the org's clients see it at once. It is recorded as the workspace
 * owner's, the agency being who answers for it.
 */
export async function createPortalAgent(
  scope: PortalClientScope & { title: string; templateKey: TTemplateKey },
): Promise<TPortalCreateAgentOutput> {
  const client = await requirePortalClient(scope);
  if (!client.allowCreateAgents) throw new DomainError("FORBIDDEN", PORTAL_ACCOUNT_MESSAGES.cannotCreateAgents);
  const db = scope.deps.db.for(scope.region);
  const workspace = await db.workspace.findUniqueOrThrow({
    where: { id: scope.workspaceId },
    select: { ownerId: true },
  });
  const agent = await createAgent({
    db: scope.deps.db,
    region: scope.region,
    workspaceId: scope.workspaceId,
    userId: workspace.ownerId,
    title: scope.title,
    agentPlatform: "vg",
    template: findTemplate(scope.templateKey).template,
  });
  // appended in one statement: an agent given to the org meanwhile is kept
  await db.org.update({ where: { id: scope.orgId }, data: { widgetIDs: { push: agent.ID } } });
  return { agentId: agent.ID };
}
