import { requireClient, type ClientsScope } from "./clients-scope";

/** Deletes a client of the workspace (its sessions and login links go with it); another workspace's: NOT_FOUND. */
export async function deleteClient(options: ClientsScope & { clientId: string }): Promise<{ ok: true }> {
  const client = await requireClient(options, options.clientId);
  await options.db.for(options.region).client.deleteMany({ where: { id: client.id, ownerID: options.workspaceId } });
  return { ok: true };
}
