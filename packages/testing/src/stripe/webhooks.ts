import type Stripe from "stripe";

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** 1 for the first try, then 2, 3, 4 for the retries */
  attempt: number;
  /** the endpoint's HTTP status; 0 when it could not be reached */
  status: number;
  error?: string;
}

interface Queued {
  eventId: string;
  type: string;
  payload: string;
}

const RETRIES = 3;
const RETRY_DELAY_MS = 100;
const TIMEOUT_MS = 10_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends events to the webhook URL one after the other, in emission order, each signed like Stripe
 * does (the SDK's generateTestHeaderString), outside of the API request that caused them. A
 * delivery that fails (no 2xx answer) is retried up to three times after a short pause.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly queue: Queued[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly stripe: Stripe,
    private url: string | null,
    private readonly secret: string,
  ) {}

  get hasEndpoint(): boolean {
    return this.url !== null;
  }

  setUrl(url: string | null): void {
    this.url = url;
  }

  enqueue(eventId: string, type: string, payload: string): void {
    if (this.closed || this.url === null) return;
    this.queue.push({ eventId, type, payload });
    this.start();
  }

  /**
   * Sends one event `times` times at the same moment (each newly signed, no retries), beside the
   * queue, and resolves once every answer is in: what a receiver's idempotency must survive.
   */
  async sendConcurrently(eventId: string, type: string, payload: string, times: number): Promise<void> {
    const url = this.url;
    if (this.closed || url === null) return;
    const item = { eventId, type, payload };
    await Promise.all(Array.from({ length: times }, () => this.send(url, item, 1)));
  }

  /** Resolves once nothing is queued or being sent. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
  }

  private start(): void {
    if (this.running) return;
    // never inside the API request: the first delivery starts after the current task
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.work())
      .finally(() => {
        this.running = null;
        if (this.queue.length && !this.closed) this.start();
      });
  }

  private async work(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      for (let attempt = 1; attempt <= RETRIES + 1; attempt += 1) {
        if (this.closed || this.url === null) return;
        if (attempt > 1) await pause(RETRY_DELAY_MS);
        if (await this.send(this.url, next, attempt)) break;
      }
    }
  }

  private async send(url: string, item: Queued, attempt: number): Promise<boolean> {
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload: item.payload, secret: this.secret });
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: item.payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      this.deliveries.push({ eventId: item.eventId, type: item.type, attempt, status: response.status });
      return response.ok;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deliveries.push({ eventId: item.eventId, type: item.type, attempt, status: 0, error: message });
      return false;
    }
  }
}
