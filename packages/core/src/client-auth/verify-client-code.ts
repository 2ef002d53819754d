import type { Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES, type TClientSignInResult, type TVerifyClientCodeInput } from "@parlo/validators";
import { DomainError } from "../errors";
import { loadAuthAgency } from "./auth-agency";
import type { ClientAuthDeps } from "./client-auth-deps";
import { consumeClientCode } from "./client-login-codes";
import { startClientSession } from "./client-session";
import { findAgencyClient, normalizeClientEmail, toSessionClient } from "./client-view";

/**
 * Email Login Code (ssoClient with the code): signs the client in with the newest code e-mailed
 * to it. A wrong code takes one of its 5 attempts; expired, used and replaced codes are refused.
 */
export async function verifyClientCode(options: {
  deps: ClientAuthDeps;
  region: Region;
  agencyId: string;
  input: TVerifyClientCodeInput;
}): Promise<TClientSignInResult> {
  const { deps, region, agencyId } = options;
  const email = normalizeClientEmail(options.input.email);
  if (!email) throw new DomainError("BAD_REQUEST", CLIENT_AUTH_MESSAGES.enterEmail);
  if (!options.input.code.trim()) throw new DomainError("BAD_REQUEST", CLIENT_AUTH_MESSAGES.enterCode);

  const agency = await loadAuthAgency(deps, region, agencyId);
  await consumeClientCode(deps, { region, agencyId, email, purpose: "signin", code: options.input.code });
  const client = await findAgencyClient(deps, { region, workspaceId: agency.workspaceId, email });
  if (!client) throw new DomainError("NOT_FOUND", CLIENT_AUTH_MESSAGES.emailNotFound);

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
