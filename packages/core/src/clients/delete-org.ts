import type { TDeleteOrgOutput } from "@parlo/validators";
import { requireOrg, type ClientsScope } from "./clients-scope";

/**
 * Deletes an org of the workspace and, with it, its clients (and their portal sessions and login
 * links, by the foreign keys). Another workspace's org: NOT_FOUND.
 */
export async function deleteOrg(options: ClientsScope & { orgId: string }): Promise<TDeleteOrgOutput> {
  await requireOrg(options, options.orgId);
  const deletedClients = await options.db.for(options.region).$transaction(async (tx) => {
    const removed = await tx.client.deleteMany({ where: { orgId: options.orgId } });
    await tx.org.deleteMany({ where: { id: options.orgId, ownerID: options.workspaceId } });
    return removed.count;
  });
  return { ok: true, deletedClients };
}
