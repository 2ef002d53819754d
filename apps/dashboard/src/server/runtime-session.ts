import "server-only";
import type { SessionInfo } from "@parlo/api";
import { VISITOR_HEADER } from "@parlo/validators";
import { getRequestSession } from "./auth";

/**
 * The signed-in user behind a runtime API call, looked up only when it can matter: a call with a
 * visitor token acts as that visitor, so the session (a next-auth round) is skipped on the chat's
 * hot path.
 */
export function runtimeSession(request: Request): Promise<SessionInfo | null> {
  return request.headers.has(VISITOR_HEADER) ? Promise.resolve(null) : getRequestSession(request);
}
