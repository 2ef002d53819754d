export {
  forwardWorkspaceEvent,
  emitWorkspaceEvent,
  type ForwardWorkspaceEventOptions,
  type ForwardWorkspaceEventResult,
} from "./forward-workspace-event";
export {
  deliverWorkspaceEvent,
  WorkspaceEventDeliveryError,
  type DeliveryAttempt,
  type WorkspaceEventDeliveryDeps,
  type WorkspaceEventDeliveryResult,
} from "./deliver-workspace-event";
export { postWorkspaceEvent, WORKSPACE_EVENT_TIMEOUT_MS, type WorkspaceEventAnswer } from "./post-workspace-event";
export { signWorkspaceEvent, type WorkspaceEventHeaders } from "./sign-workspace-event";
export { getEventSigningSecret } from "./get-event-signing-secret";
export { regenerateEventSigningSecret } from "./regenerate-event-signing-secret";
export {
  registerWorkspaceEventQueue,
  registeredWorkspaceEventQueue,
  type EnqueueWorkspaceEvent,
} from "./workspace-event-queue";
export {
  ZWorkspaceEventJob,
  newWorkspaceEventId,
  type TWorkspaceEventJob,
  type WorkspaceEventPayload,
} from "./workspace-event-job";
export { getEventSettings } from "./get-event-settings";
export { updateEventSettings } from "./update-event-settings";
export { sendTestEvent } from "./send-test-event";
export { postWorkspaceLog } from "./post-workspace-log";
export { eventFailureEmail } from "./event-failure-email";
