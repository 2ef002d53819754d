/** Failure kinds that routers map to tRPC / HTTP codes. */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "PAYMENT_REQUIRED"
  | "PAYLOAD_TOO_LARGE"
  | "BAD_GATEWAY"
  | "INTERNAL_SERVER_ERROR";

/** An expected failure with a user-facing message from the spec's error catalogue. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /**
   * For a refusal that passes with time (a rate limit's window): whole seconds until a retry may
   * succeed (the HTTP routes send it as `Retry-After`). Absent when waiting does not help.
   */
  readonly retryAfterSeconds: number | undefined;
  constructor(code: DomainErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Whole seconds (at least 1) from `now` until a window that began at `windowStart` is over. */
export function secondsLeftInWindow(windowStart: number, windowSeconds: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - now) / 1000));
}
