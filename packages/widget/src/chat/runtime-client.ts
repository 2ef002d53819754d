/**
 * The browser side of the runtime API (@parlo/validators runtime.ts): start a conversation, list its
 * messages, and send a message whose answer streams back as server-sent events. Every call answers
 * a result instead of throwing; failures carry the server's message (402 out of credits, 429 too
 * many requests...) or the generic apology when the server said nothing readable.
 */
import { RUNTIME_EVENTS, RUNTIME_MESSAGES, VISITOR_HEADER } from "@parlo/validators/plain";
import type { TRuntimeChannel, TRuntimeMessage } from "@parlo/validators";
import {
  isRecord,
  parseJson,
  readErrorText,
  readHandoffOutput,
  readListOutput,
  readRuntimeMessage,
  readSendOutput,
  readStartOutput,
  type AnswerMessage,
  type ConversationStatus,
  type HandoffAnswer,
  type ListedMessages,
  type StartedConversation,
} from "./read-runtime";
import { resumeStream, ResumeStreamError } from "./resume-stream";
import { createSseParser, type SseEvent } from "./sse-parser";
import type { StoredConversation } from "./chat-storage";

export interface RuntimeTarget {
  region: string;
  agentId: string;
}

export type RuntimeResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

const runtimeBase = ({ region, agentId }: RuntimeTarget) =>
  `/api/runtime/${encodeURIComponent(region)}/agents/${encodeURIComponent(agentId)}`;

const conversationPath = (target: RuntimeTarget, conversationId: string) =>
  `${runtimeBase(target)}/conversations/${encodeURIComponent(conversationId)}`;

async function failure(response: Response): Promise<{ ok: false; status: number; error: string }> {
  const text = await response.text().catch(() => "");
  return { ok: false, status: response.status, error: readErrorText(parseJson(text)) };
}

const networkFailure = (error: unknown) => ({
  ok: false as const,
  // an abort is the caller's own doing: status 0 and no message to show
  status: 0,
  error: error instanceof DOMException && error.name === "AbortError" ? "" : RUNTIME_MESSAGES.modelFailed,
});

export async function startConversation(
  target: RuntimeTarget,
  input: { channel: TRuntimeChannel; visitorId: string; pageUrl?: string },
  signal?: AbortSignal,
): Promise<RuntimeResult<StartedConversation>> {
  try {
    const response = await fetch(`${runtimeBase(target)}/conversations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
      signal,
    });
    if (!response.ok) return failure(response);
    const started = readStartOutput(await response.json().catch(() => undefined));
    return started ? { ok: true, value: started } : { ok: false, status: 502, error: RUNTIME_MESSAGES.modelFailed };
  } catch (error) {
    return networkFailure(error);
  }
}

/** The conversation's messages (only those newer than `since`, an ISO time, when given) and its status. */
export async function listMessages(
  target: RuntimeTarget,
  conversation: StoredConversation,
  signal?: AbortSignal,
  since?: string,
): Promise<RuntimeResult<ListedMessages>> {
  try {
    const query = since ? `?since=${encodeURIComponent(since)}` : "";
    const response = await fetch(`${conversationPath(target, conversation.conversationId)}/messages${query}`, {
      headers: { Accept: "application/json", [VISITOR_HEADER]: conversation.visitorToken },
      signal,
    });
    if (!response.ok) return failure(response);
    const listed = readListOutput(await response.json().catch(() => undefined));
    return listed ? { ok: true, value: listed } : { ok: false, status: 502, error: RUNTIME_MESSAGES.modelFailed };
  } catch (error) {
    return networkFailure(error);
  }
}

/** The visitor asks for a person of the team (POST .../handoff); the answer says what to tell them. */
export async function requestHandoff(
  target: RuntimeTarget,
  conversation: StoredConversation,
  signal?: AbortSignal,
): Promise<RuntimeResult<HandoffAnswer>> {
  try {
    const response = await fetch(`${conversationPath(target, conversation.conversationId)}/handoff`, {
      method: "POST",
      headers: { Accept: "application/json", [VISITOR_HEADER]: conversation.visitorToken },
      signal,
    });
    if (!response.ok) return failure(response);
    const answer = readHandoffOutput(await response.json().catch(() => undefined));
    return answer ? { ok: true, value: answer } : { ok: false, status: 502, error: RUNTIME_MESSAGES.modelFailed };
  } catch (error) {
    return networkFailure(error);
  }
}

export interface StreamHandlers {
  /** the stored copy of the visitor's message */
  onUserMessage(message: TRuntimeMessage): void;
  /** a piece of the answer */
  onToken(text: string): void;
  /** the conversation's status after the send (a person may have taken over) */
  onStatus?(status: ConversationStatus): void;
}

/** What one server-sent event means for the answer: keep reading, or the end (an answer or an error). */
function readEvent(event: SseEvent, handlers: StreamHandlers): RuntimeResult<AnswerMessage | null> | null {
  const data = parseJson(event.data);
  if (event.event === RUNTIME_EVENTS.message) {
    const message = readRuntimeMessage(data);
    if (message) handlers.onUserMessage(message);
  } else if (event.event === RUNTIME_EVENTS.token) {
    if (isRecord(data) && typeof data.text === "string" && data.text) handlers.onToken(data.text);
  } else if (event.event === RUNTIME_EVENTS.done) {
    const output = readSendOutput(data);
    if (output?.status) handlers.onStatus?.(output.status);
    if (output) return { ok: true, value: output.answer };
    return { ok: false, status: 200, error: RUNTIME_MESSAGES.modelFailed };
  } else if (event.event === RUNTIME_EVENTS.error) {
    return { ok: false, status: 200, error: readErrorText(data) };
  }
  return null;
}

/**
 * Sends the visitor's message and reads the streamed answer; the result is the stored answer (null
 * while a person of the team has taken over). A stream that breaks before `done` or `error` is
 * resumed from its last event (`resumeAnswer`); it fails only when that does too.
 */
export async function sendMessage(
  target: RuntimeTarget,
  conversation: StoredConversation,
  text: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<RuntimeResult<AnswerMessage | null>> {
  try {
    const response = await fetch(`${conversationPath(target, conversation.conversationId)}/messages`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        [VISITOR_HEADER]: conversation.visitorToken,
      },
      body: JSON.stringify({ text }),
      signal,
    });
    if (!response.ok) return failure(response);
    // a server that answers JSON anyway (ZSendMessageOutput)
    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
      const output = readSendOutput(await response.json().catch(() => undefined));
      if (!output) return { ok: false, status: 502, error: RUNTIME_MESSAGES.modelFailed };
      handlers.onUserMessage(output.userMessage);
      if (output.status) handlers.onStatus?.(output.status);
      if (output.answer) handlers.onToken(output.answer.content);
      return { ok: true, value: output.answer };
    }
    const parser = createSseParser();
    const finished = await readAnswerStream(response.body, parser, handlers);
    if (finished) return finished;
    // the connection broke mid-answer: the answer goes on on the server, so ask for the rest
    return await resumeAnswer(target, conversation, parser.lastEventId, handlers, signal);
  } catch (error) {
    return networkFailure(error);
  }
}

/** How often a broken answer is asked for again before the chat gives up on it. */
const RESUME_ATTEMPTS = 3;

/** Reads one stream of an answer's events; null when it ended (or broke) before `done` or `error`. */
async function readAnswerStream(
  body: NonNullable<Response["body"]>,
  parser: ReturnType<typeof createSseParser>,
  handlers: StreamHandlers,
): Promise<RuntimeResult<AnswerMessage | null> | null> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.end() : parser.push(value);
      for (const event of events) {
        const result = readEvent(event, handlers);
        if (result) return result;
      }
      if (done) return null;
    }
  } catch (error) {
    // an abort is the visitor leaving: not a broken connection
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return null;
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * The rest of an answer whose stream broke, from `GET .../stream` with the last event's id
 * (`Last-Event-ID`), tried a few times; each try continues from the last event received.
 */
async function resumeAnswer(
  target: RuntimeTarget,
  conversation: StoredConversation,
  lastEventId: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<RuntimeResult<AnswerMessage | null>> {
  let last = lastEventId;
  for (let attempt = 0; attempt < RESUME_ATTEMPTS && last; attempt++) {
    try {
      const events = resumeStream({
        baseUrl: "",
        region: target.region,
        agentId: target.agentId,
        conversationId: conversation.conversationId,
        visitorToken: conversation.visitorToken,
        lastEventId: last,
        signal,
      });
      for await (const event of events) {
        if (event.id) last = event.id;
        const result = readEvent(event, handlers);
        if (result) return result;
      }
    } catch (error) {
      if (error instanceof ResumeStreamError) return { ok: false, status: error.status, error: error.message };
      if (signal?.aborted) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
  }
  return { ok: false, status: 502, error: RUNTIME_MESSAGES.modelFailed };
}

/** A refused lead: the server's message and, when answers were refused, one message per field key. */
export type LeadFailure = { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

/** The visitor's answers to the agent's lead form (POST .../lead); 409 when this conversation already has one. */
export async function submitLead(
  target: RuntimeTarget,
  conversation: StoredConversation,
  input: { answers: Record<string, string>; pageUrl?: string },
  signal?: AbortSignal,
): Promise<{ ok: true } | LeadFailure> {
  try {
    const response = await fetch(`${conversationPath(target, conversation.conversationId)}/lead`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [VISITOR_HEADER]: conversation.visitorToken,
      },
      body: JSON.stringify(input),
      signal,
    });
    if (response.ok) return { ok: true };
    const body = parseJson(await response.text().catch(() => ""));
    const fieldErrors: Record<string, string> = {};
    if (isRecord(body) && isRecord(body.fieldErrors)) {
      for (const [key, message] of Object.entries(body.fieldErrors)) {
        if (typeof message === "string") fieldErrors[key] = message;
      }
    }
    return { ok: false, status: response.status, error: readErrorText(body), fieldErrors };
  } catch (error) {
    return { ...networkFailure(error), fieldErrors: {} };
  }
}
