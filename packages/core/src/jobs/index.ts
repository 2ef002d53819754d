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
export {
  startAgencyDomainWorker,
  runAgencyDomainChecks,
  AGENCY_DOMAIN_CHECKS_QUEUE,
  AGENCY_DOMAIN_CHECKS_CRON,
  type AgencyDomainWorker,
  type AgencyDomainWorkerOptions,
} from "./agency-domain-jobs";
