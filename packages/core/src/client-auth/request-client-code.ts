import type { Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES, type TClientCodeSent, type TRequestClientCodeInput } from "@parlo/validators";
import { DomainError } from "../errors";
import { loadAuthAgency } from "./auth-agency";
import type { ClientMailDeps } from "./client-auth-deps";
import { CLIENT_AUTH_RATE_LIMITS, countClientAttempt } from "./client-auth-limits";
import { issueClientCode } from "./client-login-codes";
import { findAgencyClient, normalizeClientEmail } from "./client-view";

/**
 * Email Login Code (ssoClient without a code): e-mails a 6-digit login code, from the agency, to a
 * client of the agency's workspace. Works whether or not password sign-in is turned off. Requests
 * count per client IP and per e-mail before the e-mail is looked up; an unknown e-mail is NOT_FOUND.
 */
export async function requestClientCode(options: {
  deps: ClientMailDeps;
  region: Region;
  agencyId: string;
  input: TRequestClientCodeInput;
  clientIp?: string | null;
}): Promise<TClientCodeSent> {
  const { deps, region, agencyId } = options;
  const email = normalizeClientEmail(options.input.email);
  if (!email) throw new DomainError("BAD_REQUEST", CLIENT_AUTH_MESSAGES.enterEmail);

  await countClientAttempt(deps, {
    perIp: CLIENT_AUTH_RATE_LIMITS.codePerIp,
    perEmail: CLIENT_AUTH_RATE_LIMITS.codePerEmail,
    agencyId,
    email,
    clientIp: options.clientIp,
  });
  const agency = await loadAuthAgency(deps, region, agencyId);
  const client = await findAgencyClient(deps, { region, workspaceId: agency.workspaceId, email });
  if (!client) throw new DomainError("NOT_FOUND", CLIENT_AUTH_MESSAGES.emailNotFound);

  await issueClientCode(deps, { region, agency, email, purpose: "signin" });
  return { sent: true, email };
}
