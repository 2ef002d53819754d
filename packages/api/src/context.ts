import {
  findAgentBySecret,
  findWorkspaceBySecret,
  type CoreDeps,
  type FileStorage,
  type SignedInUser,
} from "@parlo/core";
import type { Region } from "@parlo/db";
import type { TSessionInfo } from "@parlo/validators";

/**
 * Who is calling: a signed-in user, a bearer workspace secret, a bearer agent secret (dashboard and
 * scripts), or on an agency's portal host a signed-in client or the agency's admin (magic link).
 */
export type Actor =
  | { type: "user"; userId: string; email: string; region: Region }
  | { type: "workspaceSecret"; workspaceId: string; region: Region }
  | { type: "agentSecret"; agentId: string; workspaceId: string; region: Region }
  | PortalActor;

/** A portal session's actor: always of the agency whose host the request came to. */
export type PortalActor =
  | {
      type: "client";
      clientId: string;
      orgId: string;
      agencyId: string;
      workspaceId: string;
      region: Region;
      sessionId: string;
      readOnly: boolean;
    }
  | { type: "agencyAdmin"; agencyId: string; workspaceId: string; region: Region; sessionId: string };

/** The agency an agency-host request is for (the portal resolves it from the Host header). */
export interface PortalHost {
  agencyId: string;
  region: Region;
  workspaceId: string;
  /** the page's origin on this host (a same-origin request's Origin): where Checkout returns to */
  origin?: string | null;
}

/** The portal's session cookie on this host: set at sign-in, cleared at sign-out. */
export interface PortalCookieJar {
  /** the session cookie's value as the request carried it */
  current: string | null;
  set(value: string, expiresAt: Date): void;
  clear(): void;
}

export type SessionInfo = TSessionInfo;

export interface ApiContext extends CoreDeps {
  actor: Actor | null;
  /** the caller's IP address for rate limits, when known */
  clientIp: string | null;
  /** where uploadFile stores files (the dashboard's upload storage); without it uploadFile refuses */
  uploads?: FileStorage;
  /** starts a session and returns its session-cookie JWT (tokenToUser); without it tokenToUser refuses */
  issueSessionToken?: (user: SignedInUser) => Promise<string>;
  /** on an agency's portal host: the agency (null in the dashboard) */
  portal?: PortalHost | null;
  /** on an agency's portal host: its session cookie */
  portalCookie?: PortalCookieJar;
}

/** Reads `Authorization: Bearer vg_...` and resolves it to a workspace or agent secret actor. */
export async function resolveBearer(deps: CoreDeps, authorization: string | null | undefined): Promise<Actor | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "");
  const secret = match?.[1];
  if (!secret) return null;
  const workspace = await findWorkspaceBySecret({ db: deps.db, secret });
  if (workspace) return { type: "workspaceSecret", ...workspace };
  const agent = await findAgentBySecret({ db: deps.db, secret });
  if (agent) return { type: "agentSecret", ...agent };
  return null;
}

/**
 * Builds the context of one call. A bearer credential, when present, decides the actor (an
 * invalid one is no actor at all, never a fallback to the session).
 */
export async function createApiContext(options: {
  deps: CoreDeps;
  session: SessionInfo | null;
  authorization?: string | null;
  clientIp?: string | null;
  uploads?: FileStorage;
  issueSessionToken?: (user: SignedInUser) => Promise<string>;
}): Promise<ApiContext> {
  const base = {
    ...options.deps,
    clientIp: options.clientIp ?? null,
    uploads: options.uploads,
    issueSessionToken: options.issueSessionToken,
  };
  if (options.authorization) {
    return { ...base, actor: await resolveBearer(options.deps, options.authorization) };
  }
  const actor: Actor | null = options.session ? { type: "user", ...options.session } : null;
  return { ...base, actor };
}
