import { STATUS_CODES } from "node:http";
import { guardedFetch, type FetchGuardConfig } from "../net/ssrf-guard";
import { signWorkspaceEvent } from "./sign-workspace-event";
import type { WorkspaceEventPayload } from "./workspace-event-job";

/** How long one delivery may take (DNS, connection and the answer together). */
export const WORKSPACE_EVENT_TIMEOUT_MS = 10_000;
/** The endpoint's answer is not read; more than this is refused like any oversized answer. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface WorkspaceEventAnswer {
  ok: boolean;
  status: number;
  /** the reason phrase of the status ("Internal Server Error") */
  statusText: string;
}

/**
 * POSTs one event to a workspace's endpoint through the SSRF guard: JSON
 * `{ type, payload: { ...payload, createdAt } }` (the spec's body, without any credential), signed
 * with the Standard Webhooks headers (signWorkspaceEvent: the event's id, the time of this attempt,
 * the HMAC keyed with the workspace's signing secret), within 10 s. Redirects are not followed (a
 * webhook answers where it was configured). HTTP error statuses are answers; network failures, SSRF
 * refusals and the timeout throw (SsrfBlockedError, FetchLimitError, FetchNetworkError).
 */
export async function postWorkspaceEvent(options: {
  fetchGuard?: FetchGuardConfig;
  endpoint: string;
  /** the workspace's event signing secret (`whsec_...`) */
  signingSecret: string;
  /** the event's id (`webhook-id`), the same on every retry */
  id: string;
  type: string;
  payload: WorkspaceEventPayload;
  createdAt: string;
  now?: Date;
}): Promise<WorkspaceEventAnswer> {
  const body = JSON.stringify({ type: options.type, payload: { ...options.payload, createdAt: options.createdAt } });
  const signature = signWorkspaceEvent({
    secret: options.signingSecret,
    id: options.id,
    body,
    at: options.now ?? new Date(),
  });
  const response = await guardedFetch(
    options.endpoint,
    {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "ParloEvents/1.0", ...signature },
      body,
    },
    {
      ...options.fetchGuard,
      timeoutMs: WORKSPACE_EVENT_TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
    },
  );
  return { ok: response.ok, status: response.status, statusText: STATUS_CODES[response.status] ?? "" };
}
