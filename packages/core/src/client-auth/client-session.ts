import { createHash, randomBytes } from "node:crypto";
import { isRegion, newEntityId, type Region } from "@parlo/db";
import {
  CLIENT_SESSION,
  zClientSessionKind,
  type TClientSessionKind,
  type TClientSessionView,
  type TStartedClientSession,
} from "@parlo/validators";
import { nowOf, type ClientAuthDeps } from "./client-auth-deps";
import { CLIENT_VIEW_SELECT, toSessionClient } from "./client-view";

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a session token: its SHA-256 in hex (the token itself is never kept). */
export const hashSessionToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The region and token of a cookie value `{region}.{token}`, or null when it is not one. */
export function parseClientSessionCookie(
  cookieValue: string | null | undefined,
): { region: Region; token: string } | null {
  if (typeof cookieValue !== "string" || cookieValue.length > 100) return null;
  const dot = cookieValue.indexOf(".");
  if (dot === -1) return null;
  const region = cookieValue.slice(0, dot);
  const token = cookieValue.slice(dot + 1);
  if (!isRegion(region) || !TOKEN_PATTERN.test(token)) return null;
  return { region, token };
}

/**
 * Starts a portal session for a client (kind "client") or the agency's admin (kind "agencyAdmin",
 * no client) in the agency's region: 30 days, only the token's hash stored. The cookie value is
 * `{region}.{token}`.
 */
export async function startClientSession(options: {
  deps: ClientAuthDeps;
  region: Region;
  agencyId: string;
  clientId: string | null;
  kind: TClientSessionKind;
  readOnly: boolean;
}): Promise<TStartedClientSession> {
  const { deps, region } = options;
  if ((options.kind === "client") !== (options.clientId !== null)) {
    throw new Error("A client session needs its client; an agency admin session has none.");
  }
  const now = nowOf(deps);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CLIENT_SESSION.maxAgeMs);
  await deps.db.for(region).clientSession.create({
    data: {
      id: newEntityId(),
      tokenHash: hashSessionToken(token),
      agencyId: options.agencyId,
      clientId: options.clientId,
      kind: options.kind,
      readOnly: options.readOnly,
      createdAt: now,
      expiresAt,
    },
  });
  return { cookieValue: `${region}.${token}`, expiresAt };
}

/**
 * The session a cookie carries on the portal host of `agencyId`, or null: a malformed cookie, an
 * unknown, ended or expired session, one of another agency (a session is valid on its own agency's
 * hosts only), or a client session whose client is gone or no longer of the agency's workspace.
 */
export async function readClientSession(options: {
  deps: ClientAuthDeps;
  agencyId: string;
  cookieValue: string | null | undefined;
}): Promise<TClientSessionView | null> {
  const parsed = parseClientSessionCookie(options.cookieValue);
  if (!parsed) return null;
  const { deps } = options;
  const row = await deps.db.for(parsed.region).clientSession.findUnique({
    where: { tokenHash: hashSessionToken(parsed.token) },
    select: {
      id: true,
      agencyId: true,
      clientId: true,
      kind: true,
      readOnly: true,
      expiresAt: true,
      endedAt: true,
      agency: { select: { userId: true } },
      client: { select: { ...CLIENT_VIEW_SELECT, ownerID: true } },
    },
  });
  if (!row || row.agencyId !== options.agencyId) return null;
  if (row.endedAt !== null || row.expiresAt <= nowOf(deps)) return null;
  const kind = zClientSessionKind.safeParse(row.kind);
  if (!kind.success) return null;
  let client: TClientSessionView["client"] = null;
  if (kind.data === "client") {
    if (!row.client || row.client.ownerID !== row.agency.userId) return null;
    client = toSessionClient(row.client);
  } else if (row.clientId !== null) {
    return null;
  }
  return {
    sessionId: row.id,
    kind: kind.data,
    readOnly: row.readOnly,
    client,
    agencyId: row.agencyId,
    region: parsed.region,
    expiresAt: row.expiresAt,
  };
}

/** Sign-out: ends the cookie's session (of this agency); answers whether one was on. */
export async function endClientSession(options: {
  deps: ClientAuthDeps;
  agencyId: string;
  cookieValue: string | null | undefined;
}): Promise<boolean> {
  const parsed = parseClientSessionCookie(options.cookieValue);
  if (!parsed) return false;
  const { count } = await options.deps.db.for(parsed.region).clientSession.updateMany({
    where: { tokenHash: hashSessionToken(parsed.token), agencyId: options.agencyId, endedAt: null },
    data: { endedAt: nowOf(options.deps) },
  });
  return count === 1;
}

/**
 * Ends every session of a client (its password changed, it was removed from the portal): the
 * client must sign in again ("Please login again."). Answers how many were on.
 */
export async function endClientSessionsOfClient(options: {
  deps: ClientAuthDeps;
  region: Region;
  clientId: string;
}): Promise<number> {
  const now = nowOf(options.deps);
  const { count } = await options.deps.db.for(options.region).clientSession.updateMany({
    where: { clientId: options.clientId, endedAt: null, expiresAt: { gt: now } },
    data: { endedAt: now },
  });
  return count;
}
