import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { FetchLimitError, SsrfBlockedError } from "../../net/fetch-errors";

/** The user-facing reason a guarded fetch of a page failed (refused, timeout, too large, unreachable). */
export function fetchFailureReason(error: unknown): string {
  if (error instanceof SsrfBlockedError) return KNOWLEDGE_MESSAGES.refused;
  if (error instanceof FetchLimitError) {
    if (error.limit === "timeout") return KNOWLEDGE_MESSAGES.timeout;
    if (error.limit === "size") return KNOWLEDGE_MESSAGES.tooLarge;
  }
  return KNOWLEDGE_MESSAGES.unreachable;
}
