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
