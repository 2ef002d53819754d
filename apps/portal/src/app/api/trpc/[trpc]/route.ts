import {
  appRouter,
  BODY_LIMITS,
  BODY_TOO_LARGE_MESSAGE,
  createPortalApiContext,
  isPortalProcedure,
  isSameOriginRequest,
  withBodyLimit,
} from "@parlo/api";
import { requestClientAddress } from "@parlo/http-server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { agencyHosts } from "@/server/agency-host";
import { getDeps } from "@/server/deps";
import { sessionCookieJar, sessionCookieOf } from "@/server/session-cookie";

const notFound = () => Response.json({ error: { message: "Not found", code: "NOT_FOUND" } }, { status: 404 });

/** The procedure paths of a tRPC URL (`/api/trpc/a.b,c.d`). */
function procedurePaths(url: URL): string[] {
  return decodeURIComponent(url.pathname.slice("/api/trpc/".length)).split(",");
}

// GET|POST /api/trpc/* on an agency's host: its clients' calls, with this host's session cookie.
// Only the portal's own procedures answer here; the cookie counts only on requests from this
// host's own pages (Origin), as in the dashboard.
async function handler(request: Request) {
  const host = await agencyHosts().resolve(request.headers.get("host"));
  if (host.kind !== "agency") return notFound();
  if (!procedurePaths(new URL(request.url)).every(isPortalProcedure)) return notFound();
  let req: Request;
  try {
    req = await withBodyLimit(request, BODY_LIMITS.trpc);
  } catch {
    return Response.json({ error: { message: BODY_TOO_LARGE_MESSAGE, code: "PAYLOAD_TOO_LARGE" } }, { status: 413 });
  }
  const deps = getDeps();
  const sameOrigin = isSameOriginRequest(req, []);
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: ({ resHeaders }) =>
      createPortalApiContext({
        deps,
        portal: {
          agencyId: host.agencyId,
          region: host.region,
          workspaceId: host.workspaceId,
          // the page's own origin on this host (Checkout returns there)
          origin: sameOrigin ? req.headers.get("origin") : null,
        },
        cookies: sessionCookieJar(sameOrigin ? sessionCookieOf(req.headers.get("cookie")) : null, resHeaders),
        clientIp: requestClientAddress(),
      }),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
