export { createJobQueue, type JobQueue, type JobQueueOptions } from "./job-queue";
export {
  queueKnowledgeJob,
  knowledgeEnqueuer,
  startKnowledgeWorker,
  KNOWLEDGE_INGEST_QUEUE,
  KNOWLEDGE_REFRESH_DUE_QUEUE,
  KNOWLEDGE_REFRESH_DUE_CRON,
  ZKnowledgeJobPayload,
  type TKnowledgeJobPayload,
  type KnowledgeWorker,
  type KnowledgeWorkerOptions,
} from "./knowledge-jobs";
export { queueDueRefreshes, REFRESH_CLAIM_MS } from "./queue-due-refreshes";
export {
  queueWorkspaceEvent,
  workspaceEventEnqueuer,
  startWorkspaceEventWorker,
  WORKSPACE_EVENT_QUEUE,
  WORKSPACE_EVENT_RETRY,
  type WorkspaceEventRetryOptions,
  type WorkspaceEventWorker,
  type WorkspaceEventWorkerOptions,
} from "./event-jobs";
