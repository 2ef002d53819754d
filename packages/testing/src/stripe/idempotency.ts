/** An answer kept for an Idempotency-Key. */
export interface SavedAnswer {
  /** method, path and body of the first request */
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * Stripe's idempotent requests: a POST repeated with the same Idempotency-Key gets the first
 * answer again (nothing is created or charged twice); the same key with other parameters is an
 * idempotency_error. Keys are kept per API key.
 */
export class IdempotencyCache {
  private readonly answers = new Map<string, SavedAnswer>();

  find(apiKey: string, key: string): SavedAnswer | undefined {
    return this.answers.get(`${apiKey}\n${key}`);
  }

  save(apiKey: string, key: string, answer: SavedAnswer): void {
    this.answers.set(`${apiKey}\n${key}`, answer);
  }
}

/** Answers worth replaying: successes and card errors (Stripe keeps no result for invalid requests). */
export function keepsAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || status === 402;
}
