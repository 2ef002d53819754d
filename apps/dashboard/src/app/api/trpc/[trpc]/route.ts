import { appRouter, createApiContext } from "@parlo/api";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getSession } from "@/server/auth";
import { clientIpFrom } from "@/server/client-ip";
import { getDeps } from "@/server/deps";

// GET|POST /api/trpc/* - the tRPC endpoint (session cookie, or a bearer workspace / agent secret)
const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: async () =>
      createApiContext({
        deps: getDeps(),
        session: await getSession(),
        authorization: req.headers.get("authorization"),
        clientIp: clientIpFrom(req.headers),
      }),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });

export { handler as GET, handler as POST };
