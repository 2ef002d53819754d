import type { Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES, type TClientSignInInput, type TClientSignInResult } from "@parlo/validators";
import { verifyClientPassword } from "../clients/client-password";
import { DomainError } from "../errors";
import { loadAuthAgency } from "./auth-agency";
import type { ClientAuthDeps } from "./client-auth-deps";
import { CLIENT_AUTH_RATE_LIMITS, countClientAttempt } from "./client-auth-limits";
import { startClientSession } from "./client-session";
import { findAgencyClient, normalizeClientEmail, toSessionClient } from "./client-view";

/**
 * A client's e-mail and password sign-in on the agency's portal. Refused when the agency turned
 * password sign-in off; every attempt counts against the client IP and the e-mail (at this agency)
 * before the e-mail is looked up. An unknown e-mail is NOT_FOUND (the form marks the field).
 */
export async function signInClientWithPassword(options: {
  deps: ClientAuthDeps;
  region: Region;
  agencyId: string;
  input: TClientSignInInput;
  clientIp?: string | null;
}): Promise<TClientSignInResult> {
  const { deps, region, agencyId } = options;
  const email = normalizeClientEmail(options.input.email);
  const { password } = options.input;
  if (!email || !password) throw new DomainError("BAD_REQUEST", CLIENT_AUTH_MESSAGES.enterEmailAndPassword);

  const agency = await loadAuthAgency(deps, region, agencyId);
  if (agency.settings.disablePasswordLogin)
    throw new DomainError("FORBIDDEN", CLIENT_AUTH_MESSAGES.passwordLoginDisabled);

  await countClientAttempt(deps, {
    perIp: CLIENT_AUTH_RATE_LIMITS.passwordPerIp,
    perEmail: CLIENT_AUTH_RATE_LIMITS.passwordPerEmail,
    agencyId,
    email,
    clientIp: options.clientIp,
  });

  const client = await findAgencyClient(deps, { region, workspaceId: agency.workspaceId, email });
  if (!client) throw new DomainError("NOT_FOUND", CLIENT_AUTH_MESSAGES.emailNotFound);
  if (!(await verifyClientPassword(client.dashboardPasswordHash, password)))
    throw new DomainError("UNAUTHORIZED", CLIENT_AUTH_MESSAGES.wrongPassword);

  const session = await startClientSession({
    deps,
    region,
    agencyId,
    clientId: client.id,
    kind: "client",
    readOnly: false,
  });
  return { session, client: toSessionClient(client) };
}
