import { createHmac } from "node:crypto";
import { EVENT_SIGNING_SECRET_PREFIX, WORKSPACE_EVENT_HEADERS } from "@parlo/validators";

/** The Standard Webhooks headers of one attempt to send an event. */
export type WorkspaceEventHeaders = Record<
  (typeof WORKSPACE_EVENT_HEADERS)[keyof typeof WORKSPACE_EVENT_HEADERS],
  string
>;

/** The HMAC key of a signing secret: the base64-decoded part after `whsec_`. */
function signingKey(secret: string): Buffer {
  if (!secret.startsWith(EVENT_SIGNING_SECRET_PREFIX)) throw new Error("Not an event signing secret");
  return Buffer.from(secret.slice(EVENT_SIGNING_SECRET_PREFIX.length), "base64");
}

/**
 * The headers that sign one attempt to send an event body (https://www.standardwebhooks.com/):
 * `webhook-id` (the event's id), `webhook-timestamp` (unix seconds of `at`) and `webhook-signature`
 * = `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with the decoded signing secret.
 * A receiver recomputes the signature from the raw body, compares in constant time and refuses old
 * timestamps (replays) and ids it has seen (retries it already handled).
 */
export function signWorkspaceEvent(options: {
  secret: string;
  id: string;
  body: string;
  at: Date;
}): WorkspaceEventHeaders {
  const timestamp = String(Math.floor(options.at.getTime() / 1000));
  const signature = createHmac("sha256", signingKey(options.secret))
    .update(`${options.id}.${timestamp}.${options.body}`)
    .digest("base64");
  return {
    [WORKSPACE_EVENT_HEADERS.id]: options.id,
    [WORKSPACE_EVENT_HEADERS.timestamp]: timestamp,
    [WORKSPACE_EVENT_HEADERS.signature]: `v1,${signature}`,
  };
}
