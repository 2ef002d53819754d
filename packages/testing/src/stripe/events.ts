import Stripe from "stripe";
import { newId, nowSeconds } from "./ids";

/** The event types the stand-in sends. */
export type EmittedType =
  | "customer.created"
  | "customer.updated"
  | "customer.deleted"
  | "payment_method.attached"
  | "payment_method.detached"
  | "customer.subscription.created"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "invoice.created"
  | "invoice.finalized"
  | "invoice.paid"
  | "invoice.payment_succeeded"
  | "invoice.payment_failed"
  | "invoice.payment_action_required"
  | "invoice.voided"
  | "payment_intent.created"
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "payment_intent.requires_action"
  | "payment_intent.canceled"
  | "setup_intent.created"
  | "setup_intent.succeeded"
  | "checkout.session.completed"
  | "checkout.session.expired"
  | "account.updated"
  | "application_fee.created";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a caller gives: the type and the data (object and, for updates, previous_attributes). */
export type EventInput = DistributiveOmit<
  Extract<Stripe.Event, { type: EmittedType }>,
  "id" | "object" | "api_version" | "created" | "livemode" | "pending_webhooks" | "request"
>;

/** The API request an event came from (Stripe's event.request). */
export interface EventRequest {
  id: string | null;
  idempotencyKey: string | null;
}

/**
 * Every event the stand-in emits (the platform's and, with `account` set, the connected
 * accounts'), in order. Inside `run` (one API request, one hosted page's form, or one
 * advanceSubscription) events are held and written when it ends, so an event given as a function
 * (customer.subscription.created) is built from the object's state at the end of the request
 * while keeping its place in the order.
 */
export class EventLog {
  readonly events: Stripe.Event[] = [];
  private readonly payloads = new Map<string, string>();
  private buffer: Array<EventInput | (() => EventInput)> | null = null;
  private request: EventRequest = { id: null, idempotencyKey: null };

  constructor(
    private readonly publish: (event: Stripe.Event, payload: string) => void,
    /** how many endpoints an event of this account (undefined: the platform) goes to */
    private readonly pendingWebhooks: (account: string | undefined) => number,
  ) {}

  emit(input: EventInput | (() => EventInput)): void {
    if (this.buffer) this.buffer.push(input);
    else this.write(typeof input === "function" ? input() : input);
  }

  run<T>(request: EventRequest, work: () => T): T {
    if (this.buffer) return work();
    this.buffer = [];
    this.request = request;
    try {
      return work();
    } finally {
      const held = this.buffer;
      this.buffer = null;
      for (const input of held) this.write(typeof input === "function" ? input() : input);
      this.request = { id: null, idempotencyKey: null };
    }
  }

  payloadOf(eventId: string): string | undefined {
    return this.payloads.get(eventId);
  }

  find(eventId: string): Stripe.Event | undefined {
    return this.events.find((event) => event.id === eventId);
  }

  private write(input: EventInput): void {
    const event: Stripe.Event = {
      ...input,
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: this.pendingWebhooks(input.account),
      request: { id: this.request.id, idempotency_key: this.request.idempotencyKey },
    };
    const payload = JSON.stringify(event, null, 2);
    this.events.push(event);
    this.payloads.set(event.id, payload);
    this.publish(event, payload);
  }
}

/**
 * One account's view of the log: what it emits carries the connected account in `account` (the
 * platform's events have none, as Stripe's), and it finds and lists only that account's events.
 */
export class AccountEvents {
  constructor(
    private readonly log: EventLog,
    readonly account: string | null,
  ) {}

  emit(input: EventInput | (() => EventInput)): void {
    const account = this.account;
    if (account === null) this.log.emit(input);
    else if (typeof input === "function") this.log.emit(() => ({ ...input(), account }));
    else this.log.emit({ ...input, account });
  }

  find(eventId: string): Stripe.Event | undefined {
    const event = this.log.find(eventId);
    return event && this.owns(event) ? event : undefined;
  }

  /** this account's events, oldest first */
  list(): Stripe.Event[] {
    return this.log.events.filter((event) => this.owns(event));
  }

  private owns(event: Stripe.Event): boolean {
    return (event.account ?? null) === this.account;
  }
}
