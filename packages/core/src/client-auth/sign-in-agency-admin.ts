import type { Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES, type TAgencyAdminSignInInput, type TAgencyAdminSignInResult } from "@parlo/validators";
import { verifyAgencySecret } from "../agency/agency-admin-link";
import { DomainError } from "../errors";
import type { ClientAuthDeps } from "./client-auth-deps";
import { CLIENT_AUTH_RATE_LIMITS, countClientAttempt } from "./client-auth-limits";
import { startClientSession } from "./client-session";

/**
 * The admin magic link: the agency's secret (compared in constant time) signs its holder in as
 * the agency's admin on the agency's own portal (a session of kind "agencyAdmin", no client).
 * A link made for another agency or region is refused; attempts count per client IP.
 */
export async function signInAgencyAdmin(options: {
  deps: ClientAuthDeps;
  region: Region;
  agencyId: string;
  input: TAgencyAdminSignInInput;
  clientIp?: string | null;
}): Promise<TAgencyAdminSignInResult> {
  const { deps, region, agencyId, input } = options;
  const refused = () => new DomainError("UNAUTHORIZED", CLIENT_AUTH_MESSAGES.adminSignInFailed);
  await countClientAttempt(deps, {
    perIp: CLIENT_AUTH_RATE_LIMITS.adminPerIp,
    perEmail: null,
    agencyId,
    email: "",
    clientIp: options.clientIp,
  });
  const secret = input.secret.trim();
  if (!secret) throw refused();
  if (
    (input.agencyId !== undefined && input.agencyId !== agencyId) ||
    (input.region !== undefined && input.region !== region)
  )
    throw refused();
  const verified = await verifyAgencySecret({ db: deps.db, region, agencyId, secret });
  if (!verified) throw refused();
  const session = await startClientSession({
    deps,
    region,
    agencyId,
    clientId: null,
    kind: "agencyAdmin",
    readOnly: false,
  });
  return { session };
}
