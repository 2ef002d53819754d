import { readClientSession, type CoreDeps } from "@parlo/core";
import type { ApiContext, PortalActor, PortalCookieJar, PortalHost } from "./context";

/**
 * The context of a call to an agency's portal host: the agency the Host names and, when the
 * request's session cookie holds a valid session of THAT agency, its client or admin as the actor.
 * A session of another agency is no actor at all here.
 */
export async function createPortalApiContext(options: {
  deps: CoreDeps;
  portal: PortalHost;
  cookies: PortalCookieJar;
  clientIp?: string | null;
}): Promise<ApiContext> {
  const { deps, portal } = options;
  const session = await readClientSession({ deps, agencyId: portal.agencyId, cookieValue: options.cookies.current });
  let actor: PortalActor | null = null;
  if (session?.kind === "client" && session.client) {
    actor = {
      type: "client",
      clientId: session.client.id,
      orgId: session.client.orgId,
      agencyId: portal.agencyId,
      workspaceId: portal.workspaceId,
      region: portal.region,
      sessionId: session.sessionId,
      readOnly: session.readOnly,
    };
  } else if (session?.kind === "agencyAdmin") {
    actor = {
      type: "agencyAdmin",
      agencyId: portal.agencyId,
      workspaceId: portal.workspaceId,
      region: portal.region,
      sessionId: session.sessionId,
    };
  }
  return { ...deps, actor, clientIp: options.clientIp ?? null, portal, portalCookie: options.cookies };
}
