/**
 * A knowledge-base failure the owner should read as is: a corrupt or unsupported file, an
 * unreachable site, the plan's character limit... The message is user-facing (KNOWLEDGE_MESSAGES)
 * and becomes the source's `error`; a run that ends with it is final (the job is not retried).
 */
export class KnowledgeError extends Error {
  override readonly name = "KnowledgeError";
}
