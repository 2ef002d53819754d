"use client";

import type { trpcClient } from "./vanilla";

let loading: Promise<typeof trpcClient> | null = null;

/**
 * The tRPC client, loaded on first use. The app shell and the pages the benchmarks watch call the
 * API only after a click (or after hydration), so the client stays out of their first-load JS;
 * forms with heavier data needs use the React Query hooks of ./react inside their own provider.
 */
export function loadTrpc(): Promise<typeof trpcClient> {
  loading ??= import("./vanilla").then((m) => m.trpcClient);
  return loading;
}

/** The message of a failed call, for notices. */
export function callErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
