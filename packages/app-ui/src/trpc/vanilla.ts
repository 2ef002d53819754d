"use client";

import type { AppRouter } from "@parlo/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";

/** A plain tRPC client for one-off calls (the shell's actions), without React Query. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "/api/trpc", transformer: superjson })],
});
