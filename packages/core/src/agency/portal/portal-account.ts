import {
  PORTAL_ACCOUNT_MESSAGES,
  readAgencyClientSettings,
  readNotificationsSettings,
  type TPortalAccount,
  type TUpdatePortalAccountInput,
  type TUpdatePortalAccountOutput,
} from "@parlo/validators";
import { CLIENT_AUTH_RATE_LIMITS, countClientAttempt } from "../../client-auth/client-auth-limits";
import { verifyClientPassword } from "../../clients/client-password";
import { findWorkspaceAgency } from "../../clients/clients-scope";
import { updateClient } from "../../clients/update-client";
import { DomainError } from "../../errors";
import { clientsScopeOf, requirePortalClient, type PortalClientScope } from "./portal-client-scope";

/** The account's columns, as the client row and its summary both have them. */
type AccountFields = Pick<
  Awaited<ReturnType<typeof requirePortalClient>>,
  "name" | "email" | "squarePhotoURL" | "preferredLanguage" | "notificationsSettings" | "isOrgAdmin"
>;

async function passwordLoginOf(scope: PortalClientScope): Promise<boolean> {
  const agency = await findWorkspaceAgency(clientsScopeOf(scope));
  return !readAgencyClientSettings(agency?.settings).disablePasswordLogin;
}

function toAccount(client: AccountFields, passwordLogin: boolean): TPortalAccount {
  return {
    name: client.name,
    email: client.email,
    squarePhotoURL: client.squarePhotoURL,
    preferredLanguage: client.preferredLanguage,
    notificationsSettings: readNotificationsSettings(client.notificationsSettings),
    isOrgAdmin: client.isOrgAdmin,
    passwordLogin,
  };
}

/** The signed-in client's own account (the Account drawer). */
export async function getPortalAccount(scope: PortalClientScope): Promise<TPortalAccount> {
  const client = await requirePortalClient(scope);
  return toAccount(client, await passwordLoginOf(scope));
}

/**
 * Saves what the client changed of its own account. A new password needs the current one (each
 * try counts against the sign-in limits of the client's IP and e-mail) and is refused while the
 * agency has password sign-in off; it ends every session of the client, this one too.
 */
export async function updatePortalAccount(
  scope: PortalClientScope & { input: TUpdatePortalAccountInput; clientIp?: string | null },
): Promise<TUpdatePortalAccountOutput> {
  const { input } = scope;
  const client = await requirePortalClient(scope);
  const newPassword =
    input.newPassword !== undefined && input.newPassword.trim() !== "" ? input.newPassword : undefined;
  const passwordLogin = await passwordLoginOf(scope);
  if (newPassword !== undefined) {
    if (!passwordLogin) throw new DomainError("FORBIDDEN", PORTAL_ACCOUNT_MESSAGES.passwordLoginDisabled);
    await countClientAttempt(scope.deps, {
      perIp: CLIENT_AUTH_RATE_LIMITS.passwordPerIp,
      perEmail: CLIENT_AUTH_RATE_LIMITS.passwordPerEmail,
      agencyId: scope.agencyId,
      email: client.email,
      clientIp: scope.clientIp,
    });
    const matches = await verifyClientPassword(client.dashboardPasswordHash, input.currentPassword ?? "");
    if (!matches) throw new DomainError("BAD_REQUEST", PORTAL_ACCOUNT_MESSAGES.wrongPassword);
  }
  const result = await updateClient({
    ...clientsScopeOf(scope),
    clientId: client.id,
    changes: {
      name: input.name,
      squarePhotoURL: input.squarePhotoURL,
      preferredLanguage: input.preferredLanguage,
      notificationsSettings: input.notificationsSettings,
      password: newPassword,
    },
    now: scope.deps.now?.(),
  });
  return { account: toAccount(result.client, passwordLogin), passwordChanged: result.passwordChanged };
}
