import { appRouter, BODY_LIMITS, BODY_TOO_LARGE_MESSAGE, createApiContext, withBodyLimit } from "@parlo/api";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { uploadStorage } from "@/app/api/upload/upload-storage";
import { getRequestSession, issueSessionTokenFor } from "@/server/auth";
import { clientIp } from "@/server/client-ip";
import { getDeps } from "@/server/deps";

// GET|POST /api/trpc/* - the tRPC endpoint (session cookie, or a bearer workspace / agent secret).
// A bearer call (scripts, createParloClient) needs no Origin: the cookie is not read at all then.
async function handler(request: Request) {
  let req: Request;
  try {
    req = await withBodyLimit(request, BODY_LIMITS.trpc);
  } catch {
    return Response.json({ error: { message: BODY_TOO_LARGE_MESSAGE, code: "PAYLOAD_TOO_LARGE" } }, { status: 413 });
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: async () => {
      const authorization = req.headers.get("authorization");
      return createApiContext({
        deps: getDeps(),
        session: authorization ? null : await getRequestSession(req),
        authorization,
        clientIp: clientIp(),
        uploads: uploadStorage,
        issueSessionToken: issueSessionTokenFor,
      });
    },
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
