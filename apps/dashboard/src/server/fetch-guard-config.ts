import "server-only";
import type { FetchGuardConfig } from "@parlo/core";
import { env } from "@/env";

/** The SSRF guard's settings for server-side fetches of user-given URLs (SSRF_ALLOWED_HOSTS). */
export function fetchGuardConfig(): FetchGuardConfig {
  return { allowedHosts: env.SSRF_ALLOWED_HOSTS };
}
