import { DomainError, type DomainErrorCode } from "@parlo/core";
import { BODY_LIMITS, readBodyText } from "../read-body";

/** The runtime API answers any website (the widget runs on customers' pages). */
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Visitor-Token, Accept",
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

export function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: CORS_HEADERS });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** A failure as `{ success: false, error }` with its status; unexpected errors are thrown on. */
export function failure(error: unknown): Response {
  if (error instanceof DomainError) return json(STATUS[error.code], { success: false, error: error.message });
  throw error;
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
