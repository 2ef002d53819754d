import { DomainError, type DomainErrorCode } from "@parlo/core";
import { RUNTIME_MESSAGES } from "@parlo/validators";
import { BODY_LIMITS, readBodyText } from "../read-body";

/** The runtime API answers any website (the widget runs on customers' pages). */
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Visitor-Token, Accept, Last-Event-ID",
  // what a script on another site may read of an answer besides the simple headers
  "Access-Control-Expose-Headers": "Retry-After, Allow",
  "Access-Control-Max-Age": "86400",
} as const;

const STATUS: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...CORS_HEADERS, ...headers } });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/**
 * A failure as `{ success: false, error }` with its status (and `Retry-After` in seconds when the
 * refusal passes with time: a rate limit's window); unexpected errors are thrown on.
 */
export function failure(error: unknown): Response {
  if (!(error instanceof DomainError)) throw error;
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
  return json(STATUS[error.code], { success: false, error: error.message }, headers);
}

export type RuntimeMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/**
 * The handler for the methods a runtime route does not take: 405 with `{ success: false, error }`,
 * the `Allow` header and the CORS headers (Next.js would answer an empty 405 without them).
 */
export function methodNotAllowed(allowed: readonly RuntimeMethod[]): (request: Request) => Response {
  const allow = allowed.join(", ");
  return (request) => {
    const method = request.method.toUpperCase();
    const body = { success: false, error: RUNTIME_MESSAGES.methodNotAllowed(method, allowed) };
    return json(405, body, { Allow: allow });
  };
}

/** The request body as JSON (an empty body is an empty object), at most 64 KB (else 413). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request, BODY_LIMITS.runtime);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("BAD_REQUEST", "The body must be JSON.");
  }
}
