import "server-only";
import { createCaller, createPortalApiContext } from "@parlo/api";
import { CLIENT_SESSION } from "@parlo/validators";
import { cookies } from "next/headers";
import type { AgencyRequest } from "./current-viewer";
import { getDeps } from "./deps";

/**
 * Calls the API routers from server components as this request's portal viewer, with exactly the
 * checks its browser's calls get (a page renders nothing the viewer could not fetch itself).
 */
export async function portalCaller(request: AgencyRequest) {
  const current = (await cookies()).get(CLIENT_SESSION.cookieName)?.value ?? null;
  return createCaller(
    await createPortalApiContext({
      deps: getDeps(),
      portal: { agencyId: request.host.agencyId, region: request.host.region, workspaceId: request.workspaceId },
      // a server render never changes the session cookie
      cookies: { current, set: () => undefined, clear: () => undefined },
    }),
  );
}
