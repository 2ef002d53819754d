import "server-only";
import { requestClientAddress } from "@parlo/http-server";

/**
 * The caller's address for rate limits: what the app's server (parlo-serve) resolved from the
 * connection and the configured trusted proxy hops (TRUSTED_PROXY_HOPS). Headers the client sent,
 * such as X-Forwarded-For, are never trusted here.
 */
export function clientIp(): string | null {
  return requestClientAddress();
}
