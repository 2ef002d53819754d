import type { Prisma } from "@parlo/db";
import { readWorkspaceEventSettings, type TWorkspaceEventSettings } from "@parlo/validators";
import { workspaceEmails } from "../billing/billing-workspace";
import type { CoreDeps } from "../deps";
import { FetchLimitError, SsrfBlockedError } from "../net/fetch-errors";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import { ensureEventSigningSecret } from "./ensure-event-signing-secret";
import { eventFailureEmail } from "./event-failure-email";
import { postWorkspaceEvent, type WorkspaceEventAnswer } from "./post-workspace-event";
import type { TWorkspaceEventJob } from "./workspace-event-job";

export type WorkspaceEventDeliveryDeps = Pick<
  CoreDeps,
  "db" | "mailer" | "brandName" | "dashboardUrl" | "fetchGuard" | "now"
>;

/** Which run of the job this is (pg-boss's retryCount and retryLimit): the last one reports the failure. */
export interface DeliveryAttempt {
  retryCount: number;
  retryLimit: number;
}

/** sent; skipped (no endpoint any more, type unsubscribed meanwhile, workspace gone); refused (the SSRF guard or a redirect: no retry). */
export type WorkspaceEventDeliveryResult = "sent" | "skipped" | "refused";

/** The endpoint answered with an error status: the job fails so that pg-boss retries it. */
export class WorkspaceEventDeliveryError extends Error {
  override readonly name = "WorkspaceEventDeliveryError";
  constructor(readonly answer: WorkspaceEventAnswer) {
    super(`The event endpoint answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ""}`);
  }
}

/** Failures that a retry cannot fix: the address is refused, or the endpoint redirects. */
function isPermanent(error: unknown): boolean {
  return error instanceof SsrfBlockedError || (error instanceof FetchLimitError && error.limit === "redirects");
}

function logMetadata(job: TWorkspaceEventJob, settings: TWorkspaceEventSettings): Prisma.InputJsonObject {
  return {
    eventType: job.type,
    payload: job.payload,
    endpoint: settings.endpoint,
    subscribedEvents: settings.subscribedEvents,
  };
}

/**
 * Runs one `workspace-event` job: reads the workspace's event settings (changed since the event was
 * queued: a removed endpoint or unsubscribed type drops it) and its event signing secret (made on
 * first use), then POSTs the event signed with it under the job's event id (postWorkspaceEvent). A
 * non-OK answer throws WorkspaceEventDeliveryError so pg-boss retries with backoff; on the last
 * attempt every workspace e-mail (each member) is told the event failed to send, with the endpoint
 * and the status text, and an error entry is written to the workspace log.
 * An exception (network failure, timeout, SSRF refusal) writes an error log entry (channel web, the
 * workspace's region, content = the error message, metadata { eventType, payload, endpoint,
 * subscribedEvents }) on the last attempt, or at once for a refusal, which is not retried. A failed
 * log write goes to the console only (writeWorkspaceLog).
 */
export async function deliverWorkspaceEvent(
  deps: WorkspaceEventDeliveryDeps,
  job: TWorkspaceEventJob,
  attempt: DeliveryAttempt,
): Promise<WorkspaceEventDeliveryResult> {
  const row = await deps.db
    .for(job.region)
    .workspace.findUnique({ where: { id: job.workspaceId }, select: { eventSigningSecret: true, internal: true } });
  if (!row) return "skipped";
  const settings = readWorkspaceEventSettings(row.internal);
  if (!settings.endpoint || !settings.subscribedEvents.includes(job.type)) return "skipped";
  const signingSecret =
    row.eventSigningSecret ??
    (await ensureEventSigningSecret({ db: deps.db, region: job.region, workspaceId: job.workspaceId }));
  if (!signingSecret) return "skipped";
  const last = attempt.retryCount >= attempt.retryLimit;

  let answer: WorkspaceEventAnswer;
  try {
    answer = await postWorkspaceEvent({
      fetchGuard: deps.fetchGuard,
      endpoint: settings.endpoint,
      signingSecret,
      id: job.id,
      type: job.type,
      payload: job.payload,
      createdAt: job.createdAt,
      now: deps.now?.(),
    });
  } catch (error) {
    const permanent = isPermanent(error);
    if (permanent || last) {
      await writeWorkspaceLog({
        db: deps.db,
        region: job.region,
        entry: {
          workspaceId: job.workspaceId,
          type: "error",
          channel: "web",
          content: error instanceof Error ? error.message : String(error),
          metadata: logMetadata(job, settings),
        },
      });
    }
    if (permanent) return "refused";
    throw error;
  }
  if (answer.ok) return "sent";

  if (last) await reportFailedDelivery(deps, job, settings, answer, attempt.retryCount + 1);
  throw new WorkspaceEventDeliveryError(answer);
}

/** The last attempt was answered with an error status: an e-mail to each workspace e-mail, and a log entry. */
async function reportFailedDelivery(
  deps: WorkspaceEventDeliveryDeps,
  job: TWorkspaceEventJob,
  settings: TWorkspaceEventSettings,
  answer: WorkspaceEventAnswer,
  attempts: number,
): Promise<void> {
  const emails = await workspaceEmails(deps.db, job.region, job.workspaceId).catch((error: unknown) => {
    console.error("workspace events: could not read the workspace e-mails:", error);
    return [];
  });
  const email = eventFailureEmail({
    brandName: deps.brandName,
    eventType: job.type,
    endpoint: settings.endpoint,
    status: answer.status,
    statusText: answer.statusText,
    attempts,
    settingsUrl: `${deps.dashboardUrl}/app/${job.region}/workspace`,
  });
  const sent = await Promise.all(
    emails.map((to) =>
      deps.mailer.send({ to, ...email }).then(
        () => true,
        (error: unknown) => {
          console.error(`workspace events: the failure e-mail to ${to} could not be sent:`, error);
          return false;
        },
      ),
    ),
  );
  await writeWorkspaceLog({
    db: deps.db,
    region: job.region,
    entry: {
      workspaceId: job.workspaceId,
      type: "error",
      channel: "web",
      content:
        `The event ${job.type} failed to send to ${settings.endpoint}: ${answer.status} ${answer.statusText}`.trim(),
      metadata: { ...logMetadata(job, settings), status: answer.status, statusText: answer.statusText, attempts },
      withEmail: sent.some(Boolean),
    },
  });
}
