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
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = "DomainError";
    this.code = code;
  }
}
