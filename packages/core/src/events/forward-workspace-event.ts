import type { Region } from "@parlo/db";
import { WORKSPACE_EVENT_MESSAGES, type TWorkspaceEventType } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { eventSettingsOf } from "./event-settings-of";
import { newWorkspaceEventId, type WorkspaceEventPayload } from "./workspace-event-job";
import { registeredWorkspaceEventQueue } from "./workspace-event-queue";

/** What became of an event: queued for delivery, or why not. */
export type ForwardWorkspaceEventResult = "queued" | "no-workspace" | "not-subscribed" | "no-queue" | "failed";

export interface ForwardWorkspaceEventOptions {
  deps: Pick<CoreDeps, "db" | "now">;
  region: Region;
  /** the workspace the event belongs to; without one nothing is sent ("Workspace not provided") */
  workspaceId: string | null | undefined;
  type: TWorkspaceEventType;
  /** the event's data; createdAt is added when it is sent */
  payload: WorkspaceEventPayload;
}

/**
 * Forwards an event to the workspace's event endpoint (workspace-billing.md section 4): only when
 * the workspace has an endpoint and the type is in its subscribed list; the event is queued on the
 * `workspace-event` job queue this process registered (registerWorkspaceEventQueue) with a new event
 * id (its `webhook-id`), and the job worker POSTs it, retrying with backoff (deliverWorkspaceEvent).
 * Costs one small query (the workspace's `internal` JSON). Never throws: a failure is logged to the
 * console and answered as "failed", so callers can fire and forget (emitWorkspaceEvent).
 */
export async function forwardWorkspaceEvent(
  options: ForwardWorkspaceEventOptions,
): Promise<ForwardWorkspaceEventResult> {
  const { workspaceId } = options;
  if (!workspaceId) {
    console.log(WORKSPACE_EVENT_MESSAGES.workspaceNotProvided);
    return "no-workspace";
  }
  try {
    const settings = await eventSettingsOf({ db: options.deps.db, region: options.region, workspaceId });
    if (!settings) {
      console.log(WORKSPACE_EVENT_MESSAGES.workspaceNotProvided);
      return "no-workspace";
    }
    if (!settings.endpoint || !settings.subscribedEvents.includes(options.type)) return "not-subscribed";
    const enqueue = registeredWorkspaceEventQueue();
    if (!enqueue) {
      console.log(`workspace events: no event queue in this process; ${options.type} for ${workspaceId} not sent`);
      return "no-queue";
    }
    await enqueue({
      id: newWorkspaceEventId(),
      region: options.region,
      workspaceId,
      type: options.type,
      payload: options.payload,
      createdAt: (options.deps.now?.() ?? new Date()).toISOString(),
    });
    return "queued";
  } catch (error) {
    console.error(
      `workspace events: ${options.type} for ${workspaceId} could not be queued:`,
      error instanceof Error ? error.message : error,
    );
    return "failed";
  }
}

/**
 * forwardWorkspaceEvent for the places where things happen (a conversation starts, a lead is left,
 * a person is asked for): fire and forget, so the original action never waits for it or fails.
 */
export function emitWorkspaceEvent(options: ForwardWorkspaceEventOptions): void {
  forwardWorkspaceEvent(options).catch((error: unknown) => console.error("workspace events:", error));
}
