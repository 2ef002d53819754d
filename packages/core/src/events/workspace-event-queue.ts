import type { TWorkspaceEventJob } from "./workspace-event-job";

/** Queues one event for delivery (the job worker POSTs it, retrying with backoff). */
export type EnqueueWorkspaceEvent = (job: TWorkspaceEventJob) => Promise<void>;

declare global {
  var parloWorkspaceEventQueue: EnqueueWorkspaceEvent | undefined;
}

/**
 * Where forwardWorkspaceEvent sends events: the process that runs the job queue registers it once
 * (`registerWorkspaceEventQueue(workspaceEventEnqueuer(queue))`; kept on globalThis so every bundle
 * of the Next server sees the same one; tests register a recorder or a real queue).
 */
export function registerWorkspaceEventQueue(enqueue: EnqueueWorkspaceEvent | undefined): void {
  globalThis.parloWorkspaceEventQueue = enqueue;
}

/** The registered queue, or null when this process has none. */
export function registeredWorkspaceEventQueue(): EnqueueWorkspaceEvent | null {
  return globalThis.parloWorkspaceEventQueue ?? null;
}
