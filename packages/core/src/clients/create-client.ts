import { newEntityId } from "@parlo/db";
import {
  defaultNotificationsSettings,
  readAgencyClientSettings,
  readClientPageKeys,
  type TCreateClientOutput,
  type TClientForm,
} from "@parlo/validators";
import { isUniqueViolation } from "../agency/domains/is-unique-violation";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import { clientEmailConflict } from "./client-email-conflict";
import { hashClientPassword, newClientPassword } from "./client-password";
import { CLIENT_SUMMARY_SELECT, findWorkspaceAgency, requireOrg, type ClientsScope } from "./clients-scope";
import { requireBillingPageAllowed } from "./require-billing-connected";
import { toClientSummary } from "./to-client-summary";

/** The fields of a new client: name and e-mail; the rest optional (defaults below). */
export type NewClient = Pick<TClientForm, "name" | "email"> &
  Partial<Omit<TClientForm, "name" | "email">> & { password?: string };

/**
 * Adds a client to an org of the workspace (another workspace's org: NOT_FOUND). An e-mail already
 * used by a client of this workspace, in any of its orgs, is refused with the org that has it
 * (CONFLICT, "Client already exists to org: {orgId}"); other workspaces' clients do not count.
 * Defaults: the org's default client access and tab order, the agency's default permissions, the
 * org's language, notifications by e-mail for requests only, status offline. A password left out
 * (or blank) is generated (15 characters). Only its Argon2id hash is stored; the plain password is
 * answered this once. An audit entry `client_created` goes to the workspace log (never the password).
 */
export async function createClient(
  options: ClientsScope & { orgId: string; client: NewClient; actorUserId?: string | null; now?: Date },
): Promise<TCreateClientOutput> {
  const { client: input } = options;
  const org = await requireOrg(options, options.orgId);
  const conflict = await clientEmailConflict(options, input.email);
  if (conflict) throw conflict;
  const agency = await findWorkspaceAgency(options);
  requireBillingPageAllowed(agency, input.canAccess);
  const defaults = readAgencyClientSettings(agency?.settings);
  const password = input.password !== undefined && input.password.trim() !== "" ? input.password : newClientPassword();
  const dashboardPasswordHash = await hashClientPassword(password);
  const db = options.db.for(options.region);
  const create = () =>
    db.client.create({
      data: {
        id: newEntityId(),
        orgId: org.id,
        ownerID: options.workspaceId,
        name: input.name,
        email: input.email,
        dashboardPasswordHash,
        squarePhotoURL: input.squarePhotoURL ?? "",
        canAccess: input.canAccess ?? readClientPageKeys(org.defaultClientAccess),
        customTabAccess: input.customTabAccess ?? [],
        clientTabOrder: input.clientTabOrder ?? readClientPageKeys(org.defaultClientTabOrder),
        notificationsSettings: input.notificationsSettings ?? defaultNotificationsSettings(),
        preferredLanguage: input.preferredLanguage ?? org.preferredLanguage,
        isOrgAdmin: input.isOrgAdmin ?? false,
        allowCreateAgents: input.allowCreateAgents ?? defaults.defaultAllowCreateAgents,
        canDelegateChats: input.canDelegateChats ?? defaults.defaultCanDelegateChats,
        hideAdvancedSettings: input.hideAdvancedSettings ?? defaults.defaultHideAdvancedSettings,
        status: "offline",
        ts: options.now ?? new Date(),
      },
      select: CLIENT_SUMMARY_SELECT,
    });
  const created = await create().catch(async (error: unknown) => {
    // the same address added at the same moment: the unique (workspace, e-mail) index decides
    if (!isUniqueViolation(error)) throw error;
    throw (await clientEmailConflict(options, input.email)) ?? error;
  });
  await writeWorkspaceLog({
    db: options.db,
    region: options.region,
    entry: {
      workspaceId: options.workspaceId,
      userId: options.actorUserId ?? null,
      type: "info",
      content: "client_created",
      metadata: {
        event: "client_created",
        organisationId: org.id,
        clientId: created.id,
        clientName: created.name,
        clientEmail: created.email,
        operation: "create",
      },
    },
  });
  return { client: toClientSummary(created), password };
}
