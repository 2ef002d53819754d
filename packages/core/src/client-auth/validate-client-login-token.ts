import { createHash } from "node:crypto";
import type { Region } from "@parlo/db";
import { CLIENT_AUTH_MESSAGES, type TClientSignInResult, type TValidateClientLoginTokenInput } from "@parlo/validators";
import { DomainError } from "../errors";
import { loadAuthAgency } from "./auth-agency";
import { nowOf, type ClientAuthDeps } from "./client-auth-deps";
import { startClientSession } from "./client-session";
import { CLIENT_VIEW_SELECT, toSessionClient } from "./client-view";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The stored form of a login token: its SHA-256 in hex. */
export const hashLoginToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * validateClientLoginToken: a login link's one-time token signs its client in on the agency's
 * portal, once (a second use, even at the same time, is refused), while unexpired, and only on the
 * portal of the agency whose workspace owns the client's org. The session is read-only when the
 * token says so (an owner viewing the portal as the client).
 */
export async function validateClientLoginToken(options: {
  deps: ClientAuthDeps;
  region: Region;
  agencyId: string;
  input: TValidateClientLoginTokenInput;
}): Promise<TClientSignInResult> {
  const { deps, region, agencyId } = options;
  const invalid = () => new DomainError("UNAUTHORIZED", CLIENT_AUTH_MESSAGES.invalidLoginLink);
  const token = options.input.token.trim();
  if (!TOKEN_PATTERN.test(token)) throw invalid();

  const agency = await loadAuthAgency(deps, region, agencyId);
  const db = deps.db.for(region);
  const now = nowOf(deps);
  const row = await db.clientLoginToken.findUnique({
    where: { tokenHash: hashLoginToken(token) },
    select: {
      id: true,
      readOnly: true,
      usedAt: true,
      expiresAt: true,
      client: { select: { ...CLIENT_VIEW_SELECT, ownerID: true, org: { select: { ownerID: true } } } },
    },
  });
  if (!row || row.usedAt !== null || row.expiresAt <= now) throw invalid();
  if (row.client.org.ownerID !== agency.workspaceId || row.client.ownerID !== agency.workspaceId) throw invalid();

  const used = await db.clientLoginToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) throw invalid();

  const session = await startClientSession({
    deps,
    region,
    agencyId,
    clientId: row.client.id,
    kind: "client",
    readOnly: row.readOnly,
  });
  return { session, client: toSessionClient(row.client) };
}
