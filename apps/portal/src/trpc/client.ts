import type { AppRouter } from "@parlo/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";

/** The portal's calls to its own /api/trpc (the session cookie of this host goes with them). */
export const portalApi = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "/api/trpc", transformer: superjson })],
});
