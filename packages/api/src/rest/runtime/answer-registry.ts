/**
 * The server-sent events of the answers this process is streaming (and of those that finished a
 * moment ago), so that a client whose connection broke can resume an answer from the last event it
 * received (`GET .../conversations/{id}/stream` with `Last-Event-ID`).
 *
 * Event ids are `{userMessageId}:{seq}:{chars}`: the visitor's message that started the turn (known
 * from the first event on), the event's number in the answer (the `message` event is 0, each token
 * one more) and how many characters of the answer the client has once it has this event; the last
 * event (`done` or `error`) ends in `:end` instead. Clients treat ids as opaque; the character count
 * lets the server resume from the stored answer once the events here are gone.
 *
 * Cost on the hot path: per token one array push of the piece the model gave (the events are only
 * formatted for live listeners, as the stream did before, and again when replayed); no timers.
 * Finished answers are kept `keepMs` (60 s) and swept lazily when answers start; past `maxAnswers`
 * or `maxChars` the oldest are dropped (their clients resume from the database). Per process: see
 * ARCHITECTURE.md.
 */
import type { Region } from "@parlo/db";
import { RUNTIME_EVENTS } from "@parlo/validators";

/** What a streaming response (or a resumed one) is told: each event as it happens, then the end. */
export interface AnswerListener {
  event(chunk: string): void;
  end(): void;
}

export interface AnswerScope {
  region: Region;
  agentId: string;
  conversationId: string;
}

/** A parsed event id: the answer (the visitor's message id), the event's number and the characters sent. */
export interface AnswerEventId {
  answerKey: string;
  seq: number;
  /** characters of the answer up to and with this event; "end" for the answer's last event */
  chars: number | "end";
}

const EVENT_ID = /^([A-Za-z0-9_-]{1,64}):(\d{1,9}):(\d{1,9}|end)$/;

export function parseAnswerEventId(value: string): AnswerEventId | null {
  const match = EVENT_ID.exec(value.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { answerKey: match[1], seq: Number(match[2]), chars: match[3] === "end" ? "end" : Number(match[3]) };
}

/**
 * One SSE event: `event`, `id` and one `data` line (JSON never holds a raw line break). `event`
 * comes first, as before ids were added, for simple readers that look for blocks starting with it.
 */
export function formatSseEvent(id: string, event: string, data: unknown): string {
  return `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Characters counted per kept event besides its text (its id, name and JSON around it), for the bound. */
const EVENT_OVERHEAD_CHARS = 64;

export class AnswerStream {
  /** the `message` event (seq 0), formatted */
  private first = "";
  /** the answer's pieces so far (token seq = index + 1); only the texts are kept, events are made on replay */
  private readonly pieces: string[] = [];
  /** characters of the answer's text streamed so far */
  private chars = 0;
  /** the last event (`done` or `error`), formatted; "" until then */
  private last = "";
  private listeners: AnswerListener[] = [];
  /** when `done` or `error` was added (ms); null while the answer is being written */
  finishedAt: number | null = null;
  /** set when the registry let go of the answer (its events no longer count towards its bounds) */
  dropped = false;

  constructor(
    readonly answerKey: string,
    readonly scope: AnswerScope,
    private readonly registry: AnswerRegistry,
  ) {}

  get finished(): boolean {
    return this.finishedAt !== null;
  }

  /** How many events the answer has had so far. */
  get eventCount(): number {
    return (this.first ? 1 : 0) + this.pieces.length + (this.last ? 1 : 0);
  }

  /** Characters this answer counts towards the registry's bound. */
  get keptChars(): number {
    return this.first.length + this.last.length + this.chars + this.pieces.length * EVENT_OVERHEAD_CHARS;
  }

  /** The stored visitor's message (the first event). */
  message(data: unknown): void {
    this.first = formatSseEvent(`${this.answerKey}:0:0`, RUNTIME_EVENTS.message, data);
    this.count(this.first.length);
    this.tell(this.first);
  }

  /** A piece of the answer: kept as it is; the event is only made while someone listens. */
  token(text: string): void {
    this.pieces.push(text);
    this.chars += text.length;
    this.count(text.length + EVENT_OVERHEAD_CHARS);
    if (this.listeners.length > 0) {
      this.tell(
        formatSseEvent(`${this.answerKey}:${this.pieces.length}:${this.chars}`, RUNTIME_EVENTS.token, { text }),
      );
    }
  }

  /** The last event (`done` or `error`): listeners are told the end and let go. */
  finish(event: typeof RUNTIME_EVENTS.done | typeof RUNTIME_EVENTS.error, data: unknown): void {
    if (this.finished) return;
    this.last = formatSseEvent(`${this.answerKey}:${this.pieces.length + 1}:end`, event, data);
    this.count(this.last.length);
    this.tell(this.last);
    this.finishedAt = this.registry.now();
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener.end();
  }

  /**
   * Sends the listener every event after `afterSeq` (-1: all), then the live ones until the end;
   * all at once, so nothing is missed or sent twice. Returns how to stop listening.
   */
  subscribe(afterSeq: number, listener: AnswerListener): () => void {
    if (afterSeq < 0 && this.first) listener.event(this.first);
    let chars = 0;
    for (let index = 0; index < this.pieces.length; index++) {
      const text = this.pieces[index] ?? "";
      chars += text.length;
      const seq = index + 1;
      if (seq > afterSeq) {
        listener.event(formatSseEvent(`${this.answerKey}:${seq}:${chars}`, RUNTIME_EVENTS.token, { text }));
      }
    }
    if (this.finished) {
      if (this.pieces.length + 1 > afterSeq) listener.event(this.last);
      listener.end();
      return () => undefined;
    }
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((other) => other !== listener);
    };
  }

  private count(chars: number): void {
    if (!this.dropped) this.registry.chars += chars;
  }

  private tell(chunk: string): void {
    for (const listener of this.listeners) listener.event(chunk);
  }
}

export interface AnswerRegistryOptions {
  /** how long a finished answer's events are kept (ms) */
  keepMs?: number;
  /** at most this many answers are kept */
  maxAnswers?: number;
  /** at most about this many characters of events are kept (checked when an answer starts) */
  maxChars?: number;
  /** an answer still unfinished after this long is dropped (ms): its turn has died */
  maxAgeMs?: number;
  now?: () => number;
}

export const ANSWER_REGISTRY_DEFAULTS = {
  keepMs: 60_000,
  maxAnswers: 5_000,
  maxChars: 16 * 1024 * 1024,
  maxAgeMs: 15 * 60_000,
} as const;

/** How often (at most) finished answers are swept out when answers start. */
const SWEEP_EVERY_MS = 1_000;

export class AnswerRegistry {
  /** characters of all kept events (kept up to date by the streams) */
  chars = 0;
  private readonly answers = new Map<string, { stream: AnswerStream; startedAt: number }>();
  /** each conversation's latest answer */
  private readonly latest = new Map<string, string>();
  private lastSweep = 0;
  private readonly keepMs: number;
  private readonly maxAnswers: number;
  private readonly maxChars: number;
  private readonly maxAgeMs: number;
  readonly now: () => number;

  constructor(options: AnswerRegistryOptions = {}) {
    this.keepMs = options.keepMs ?? ANSWER_REGISTRY_DEFAULTS.keepMs;
    this.maxAnswers = options.maxAnswers ?? ANSWER_REGISTRY_DEFAULTS.maxAnswers;
    this.maxChars = options.maxChars ?? ANSWER_REGISTRY_DEFAULTS.maxChars;
    this.maxAgeMs = options.maxAgeMs ?? ANSWER_REGISTRY_DEFAULTS.maxAgeMs;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.answers.size;
  }

  /** Keeps the events of the answer to the visitor's message `answerKey` from now on. */
  start(answerKey: string, scope: AnswerScope): AnswerStream {
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) this.sweep(now);
    // over a bound: the oldest answers go first (Map keeps the order they started in)
    for (const key of this.answers.keys()) {
      if (this.answers.size < this.maxAnswers && this.chars <= this.maxChars) break;
      this.drop(key);
    }
    const stream = new AnswerStream(answerKey, scope, this);
    this.drop(answerKey);
    this.answers.set(answerKey, { stream, startedAt: now });
    this.latest.set(scope.conversationId, answerKey);
    return stream;
  }

  /** The answer's events, while they are kept. */
  find(answerKey: string): AnswerStream | undefined {
    const kept = this.answers.get(answerKey);
    if (!kept) return undefined;
    if (this.expired(kept, this.now())) {
      this.drop(answerKey);
      return undefined;
    }
    return kept.stream;
  }

  /** The conversation's latest answer, while its events are kept. */
  latestOf(conversationId: string): AnswerStream | undefined {
    const key = this.latest.get(conversationId);
    return key === undefined ? undefined : this.find(key);
  }

  private expired(kept: { stream: AnswerStream; startedAt: number }, now: number): boolean {
    const { finishedAt } = kept.stream;
    return finishedAt === null ? now - kept.startedAt > this.maxAgeMs : now - finishedAt > this.keepMs;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, kept] of this.answers) if (this.expired(kept, now)) this.drop(key);
  }

  private drop(answerKey: string): void {
    const kept = this.answers.get(answerKey);
    if (!kept) return;
    this.answers.delete(answerKey);
    kept.stream.dropped = true;
    this.chars -= kept.stream.keptChars;
    const { conversationId } = kept.stream.scope;
    if (this.latest.get(conversationId) === answerKey) this.latest.delete(conversationId);
  }
}

declare global {
  var parloAnswerRegistry: AnswerRegistry | undefined;
}

/**
 * The process's registry, on globalThis: the send route may run in another bundle of the app than
 * the stream route (parlo-serve answers sends directly), and both must see the same answers.
 */
export const answerRegistry: AnswerRegistry = (globalThis.parloAnswerRegistry ??= new AnswerRegistry());
