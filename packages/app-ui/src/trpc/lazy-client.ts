"use client";

import type { trpcClient } from "./vanilla";

let loading: Promise<typeof trpcClient> | null = null;

/**
 * The tRPC client of this app's own /api/trpc (the dashboard's, or an agency portal's with its
 * session cookie), loaded on first use. The shells and the pages the benchmarks watch call the API
 * only after a click (or after hydration), so the client stays out of their first-load JS; the
 * dashboard's forms with heavier data needs use its React Query hooks inside their own provider.
 */
export function loadTrpc(): Promise<typeof trpcClient> {
  loading ??= import("./vanilla").then((m) => m.trpcClient);
  return loading;
}

/** The message of a failed call, for notices. */
export function callErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * What a failed call says: the server's message and its code (e.g. NOT_FOUND) for an answer of
 * the API, or the fallback (a network failure says nothing a visitor can use).
 */
export function callError(error: unknown, fallback: string): { message: string; code: string | null } {
  if (!(error instanceof Error) || error.name !== "TRPCClientError") return { message: fallback, code: null };
  const data: unknown = "data" in error ? error.data : undefined;
  const code = typeof data === "object" && data !== null && "code" in data ? String(data.code) : null;
  return { message: error.message || fallback, code };
}
