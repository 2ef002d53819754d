"use client";

import type { portalApi } from "./client";

let loading: Promise<typeof portalApi> | null = null;

/**
 * The portal's tRPC client, loaded on first use: the sign-in pages call the API only after a
 * click (or after hydration), so the client stays out of their first-load JS.
 */
export function loadPortalApi(): Promise<typeof portalApi> {
  loading ??= import("./client").then((m) => m.portalApi);
  return loading;
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
