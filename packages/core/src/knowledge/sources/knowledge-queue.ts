import type { EnqueueKnowledgeJob } from "./enqueue-knowledge-job";

declare global {
  var parloKnowledgeQueue: EnqueueKnowledgeJob | undefined;
}

/**
 * Where the API sends new ingestion and refresh runs: the process that runs the job queue registers
 * it once (kept on globalThis so every bundle of the Next server sees the same one; tests register a
 * recorder).
 */
export function registerKnowledgeQueue(enqueue: EnqueueKnowledgeJob | undefined): void {
  globalThis.parloKnowledgeQueue = enqueue;
}

/** The registered queue, or null when this process has none. */
export function registeredKnowledgeQueue(): EnqueueKnowledgeJob | null {
  return globalThis.parloKnowledgeQueue ?? null;
}
