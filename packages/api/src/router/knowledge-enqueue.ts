import { registeredKnowledgeQueue, type EnqueueKnowledgeJob } from "@parlo/core";

/**
 * How the knowledge procedures queue a source's ingestion or refresh: through the queue this
 * process registered (`registerKnowledgeQueue(knowledgeEnqueuer(queue))`, i.e. `queueKnowledgeJob`
 * from core/jobs; the dashboard registers it at start, tests register a recorder). A process
 * without one fails the call, and the source shows the queueFailed reason.
 */
export const enqueue: EnqueueKnowledgeJob = async (job) => {
  const queue = registeredKnowledgeQueue();
  if (!queue) throw new Error("No knowledge job queue is registered in this process.");
  await queue(job);
};
