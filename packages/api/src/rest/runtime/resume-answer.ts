import { DomainError, findConversation, readStoredAnswer } from "@parlo/core";
import {
  LAST_EVENT_ID_HEADER,
  LAST_EVENT_ID_QUERY,
  RUNTIME_EVENTS,
  RUNTIME_MESSAGES,
  type TSendMessageOutput,
} from "@parlo/validators";
import {
  answerRegistry,
  formatSseEvent,
  parseAnswerEventId,
  type AnswerEventId,
  type AnswerRegistry,
} from "./answer-registry";
import { CORS_HEADERS, failure } from "./runtime-http";
import { conversationAccess, runtimeScope } from "./runtime-access";
import type { RuntimeRequest } from "./runtime-requests";
import { sseResponse } from "./sse-response";

/**
 * The last event id the client names: the `Last-Event-ID` header first (a reconnecting EventSource
 * updates it, not its URL), else `?lastEventId=`.
 */
function lastEventIdOf(request: Request): string | null {
  const header = request.headers.get(LAST_EVENT_ID_HEADER);
  if (header !== null && header.trim() !== "") return header;
  const query = new URL(request.url).searchParams.get(LAST_EVENT_ID_QUERY);
  return query !== null && query.trim() !== "" ? query : null;
}

/**
 * GET /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/stream: the rest of a
 * streamed answer, after the event the client names (`Last-Event-ID` or `?lastEventId=`; without
 * one, the conversation's latest answer from its first event). Same access as the messages.
 *
 * - The answer's events are still kept here (being written, or finished less than a minute ago):
 *   those after the given one, then the live ones until `done` or `error`.
 * - They are not (another app instance, or later): from the stored answer, the text after the
 *   characters the given id says the client has, as one `token` event, then `done` (whose
 *   `meta.sources` are the ones stored with the answer).
 * - The given id is the answer's last event (it ends in `:end`): 204, nothing more to send (an
 *   EventSource stops reconnecting).
 * - Nothing to resume (no id and no answer kept, or no stored answer after the message): 404.
 * - An id this API did not send: 400.
 */
export async function handleResumeStream(
  options: RuntimeRequest & { conversationId: string; answers?: AnswerRegistry },
): Promise<Response> {
  try {
    const { region, agentId } = runtimeScope(options);
    const access = await conversationAccess(options, region);
    await findConversation({ db: options.deps.db, region, agentId, conversationId: options.conversationId, access });
    const given = lastEventIdOf(options.request);
    const from = given === null ? null : parseAnswerEventId(given);
    if (given !== null && from === null) throw new DomainError("BAD_REQUEST", RUNTIME_MESSAGES.badLastEventId);
    if (from?.chars === "end") return new Response(null, { status: 204, headers: CORS_HEADERS });

    const registry = options.answers ?? answerRegistry;
    const kept = from ? registry.find(from.answerKey) : registry.latestOf(options.conversationId);
    const scope = kept?.scope;
    if (
      kept &&
      scope?.region === region &&
      scope.agentId === agentId &&
      scope.conversationId === options.conversationId
    ) {
      let unsubscribe: () => void = () => undefined;
      const sse = sseResponse(() => unsubscribe());
      unsubscribe = kept.subscribe(from?.seq ?? -1, sse.listener);
      return sse.response;
    }
    if (!from) throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.nothingToResume);

    const output = await readStoredAnswer({
      db: options.deps.db,
      region,
      conversationId: options.conversationId,
      userMessageId: from.answerKey,
    });
    if (!output?.answer) throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.nothingToResume);
    const sse = sseResponse();
    for (const event of storedRest(from, output)) sse.listener.event(event);
    sse.listener.end();
    return sse.response;
  } catch (error) {
    return failure(error);
  }
}

/** The events that finish an answer from its stored copy, after the event `from`. */
function storedRest(from: AnswerEventId, output: TSendMessageOutput): string[] {
  const content = output.answer?.content ?? "";
  const sent = from.chars === "end" ? content.length : Math.min(from.chars, content.length);
  const events: string[] = [];
  let seq = from.seq;
  if (sent < content.length) {
    seq += 1;
    events.push(
      formatSseEvent(`${from.answerKey}:${seq}:${content.length}`, RUNTIME_EVENTS.token, {
        text: content.slice(sent),
      }),
    );
  }
  seq += 1;
  events.push(formatSseEvent(`${from.answerKey}:${seq}:end`, RUNTIME_EVENTS.done, output));
  return events;
}
