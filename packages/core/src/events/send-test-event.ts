import type { Region } from "@parlo/db";
import {
  WORKSPACE_EVENT_MESSAGES,
  WORKSPACE_MESSAGES,
  WORKSPACE_TEST_EVENT_TYPE,
  readWorkspaceEventSettings,
  type TSendWorkspaceTestEventOutput,
} from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { getEventSigningSecret } from "./get-event-signing-secret";
import { postWorkspaceEvent } from "./post-workspace-event";
import { newWorkspaceEventId } from "./workspace-event-job";

/**
 * "Send test event": POSTs a `test` event to the saved endpoint right away (whatever the
 * subscriptions; not queued, not retried, nothing e-mailed or logged), signed like every event with
 * the workspace's signing secret (made on first use), and answers what the endpoint said; an
 * endpoint that cannot be reached answers status 0 with the reason as statusText (the SSRF guard's
 * reasons name the host, never the address it resolved to).
 */
export async function sendTestEvent(
  deps: Pick<CoreDeps, "db" | "fetchGuard" | "now">,
  options: { region: Region; workspaceId: string },
): Promise<TSendWorkspaceTestEventOutput> {
  const row = await deps.db
    .for(options.region)
    .workspace.findUnique({ where: { id: options.workspaceId }, select: { internal: true } });
  if (!row) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  const { endpoint } = readWorkspaceEventSettings(row.internal);
  if (!endpoint) throw new DomainError("BAD_REQUEST", WORKSPACE_EVENT_MESSAGES.noEndpoint);
  const signingSecret = await getEventSigningSecret({ db: deps.db, ...options });
  const now = deps.now?.() ?? new Date();
  try {
    return await postWorkspaceEvent({
      fetchGuard: deps.fetchGuard,
      endpoint,
      signingSecret,
      id: newWorkspaceEventId(),
      type: WORKSPACE_TEST_EVENT_TYPE,
      payload: { workspaceId: options.workspaceId, message: "This is a test event." },
      createdAt: now.toISOString(),
      now,
    });
  } catch (error) {
    return { ok: false, status: 0, statusText: error instanceof Error ? error.message : String(error) };
  }
}
