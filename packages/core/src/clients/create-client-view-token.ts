import { CLIENT_MESSAGES, type TViewAsClientOutput } from "@parlo/validators";
import { createClientLoginToken } from "../client-auth/create-client-login-token";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { clientPortalUrl } from "../agency/domains/client-portal-url";
import { findWorkspaceAgency, requireClient, type ClientsScope } from "./clients-scope";

/** How long a "view as client" link works. */
export const CLIENT_VIEW_TOKEN_TTL_MINUTES = 5;

/**
 * "View as client": a one-time login link to the agency's portal that opens a read-only session
 * as a client of the workspace (another workspace's client: NOT_FOUND). The token is 32 random
 * bytes (base64url); only its SHA-256 (hex) is stored, in ClientLoginToken (read-only, 5 minutes),
 * and the portal's validateClientLoginToken spends it. The link is on the agency's portal address
 * (clientPortalUrl). Refused before the agency's first save: clients sign in on its portal.
 */
export async function createClientViewToken(
  options: ClientsScope & {
    deps: Pick<CoreDeps, "db" | "now" | "portalDomains" | "portalUrl" | "dashboardUrl">;
    clientId: string;
  },
): Promise<TViewAsClientOutput> {
  const client = await requireClient(options, options.clientId);
  const agency = await findWorkspaceAgency(options);
  if (!agency) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.saveAgencyFirst);
  const { token, expiresAt } = await createClientLoginToken({
    deps: options.deps,
    region: options.region,
    clientId: client.id,
    readOnly: true,
    ttlMinutes: CLIENT_VIEW_TOKEN_TTL_MINUTES,
  });
  const url = `${clientPortalUrl(options.deps, agency)}/login?token=${encodeURIComponent(token)}`;
  return { url, expiresAt };
}
