import type { TClientForm, TUpdateClientOutput } from "@parlo/validators";
import { isUniqueViolation } from "../agency/domains/is-unique-violation";
import { clientEmailConflict } from "./client-email-conflict";
import { hashClientPassword } from "./client-password";
import { CLIENT_SUMMARY_SELECT, findWorkspaceAgency, requireClient, type ClientsScope } from "./clients-scope";
import { requireBillingPageAllowed } from "./require-billing-connected";
import { toClientSummary } from "./to-client-summary";

/** The changed fields of a client; a non-blank `password` replaces the current one. */
export type ClientChanges = Partial<TClientForm> & { password?: string };

/**
 * Saves the changed fields of a client of the workspace (another workspace's client: NOT_FOUND).
 * A new e-mail must not be another client's of this workspace ("Client already exists to org:
 * {orgId}"). The password changes only when a non-blank one is given; a change ends the client's
 * portal sessions in the same transaction (the portal then says "Please login again.").
 */
export async function updateClient(
  options: ClientsScope & { clientId: string; changes: ClientChanges; now?: Date },
): Promise<TUpdateClientOutput> {
  const { changes } = options;
  const current = await requireClient(options, options.clientId);
  if (changes.canAccess)
    requireBillingPageAllowed(await findWorkspaceAgency(options), changes.canAccess, current.canAccess);
  if (changes.email !== undefined && changes.email !== current.email) {
    const conflict = await clientEmailConflict(options, changes.email, current.id);
    if (conflict) throw conflict;
  }
  const newPassword = changes.password !== undefined && changes.password.trim() !== "" ? changes.password : null;
  const dashboardPasswordHash = newPassword === null ? undefined : await hashClientPassword(newPassword);
  const now = options.now ?? new Date();
  const write = () =>
    options.db.for(options.region).$transaction(async (tx) => {
      const client = await tx.client.update({
        where: { id: current.id },
        data: {
          name: changes.name,
          email: changes.email,
          dashboardPasswordHash,
          squarePhotoURL: changes.squarePhotoURL,
          canAccess: changes.canAccess,
          customTabAccess: changes.customTabAccess,
          clientTabOrder: changes.clientTabOrder,
          notificationsSettings: changes.notificationsSettings,
          preferredLanguage: changes.preferredLanguage,
          isOrgAdmin: changes.isOrgAdmin,
          allowCreateAgents: changes.allowCreateAgents,
          canDelegateChats: changes.canDelegateChats,
          hideAdvancedSettings: changes.hideAdvancedSettings,
        },
        select: CLIENT_SUMMARY_SELECT,
      });
      const ended =
        dashboardPasswordHash === undefined
          ? { count: 0 }
          : await tx.clientSession.updateMany({
              where: { clientId: current.id, endedAt: null },
              data: { endedAt: now },
            });
      return { client, endedSessions: ended.count };
    });
  const result = await write().catch(async (error: unknown) => {
    if (!isUniqueViolation(error) || changes.email === undefined) throw error;
    throw (await clientEmailConflict(options, changes.email, current.id)) ?? error;
  });
  return {
    client: toClientSummary(result.client),
    passwordChanged: dashboardPasswordHash !== undefined,
    endedSessions: result.endedSessions,
  };
}
