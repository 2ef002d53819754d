/**
 * The public agent runtime API (what the chat widget, the share and demo pages, the dashboard's test
 * panel and scripts with the agent secret call). Base path: /api/runtime/{region}/agents/{agentId}.
 * The whole contract is written up in docs/runtime-api.md and, from these schemas, docs/openapi.json.
 *
 * - POST   .../conversations                          start (ZStartConversationInput -> ZStartConversationOutput)
 * - POST   .../conversations/{conversationId}/messages send (ZSendMessageInput); the answer streams as
 *          server-sent events (RUNTIME_EVENTS) unless the request asks for `Accept: application/json`
 *          (then ZSendMessageOutput)
 * - GET    .../conversations/{conversationId}/messages the conversation so far (ZListMessagesOutput);
 *          `?since={ISO time}` returns only newer messages (the widget polls it while a person answers)
 * - GET    .../conversations/{conversationId}/stream   resumes a streamed answer after its last event id
 *          (`Last-Event-ID` header or `?lastEventId=`): the rest of the answer's events
 * - POST   .../conversations/{conversationId}/handoff  the visitor asks for a person (ZHandoffOutput)
 * - POST   .../conversations/{conversationId}/lead     the lead form's answers (leads.ts)
 *
 * A visitor proves the conversation is theirs with the `visitorToken` returned by start, sent as the
 * `X-Visitor-Token` header; the agent's secret (`Authorization: Bearer`) may read any of its
 * conversations. Every route answers CORS requests from any origin. Errors are
 * `{ success: false, error }` (ZRuntimeError) with a fitting status (400, 401, 402 out of credits,
 * 403, 404, 405 with `Allow`, 409, 413, 429 with `Retry-After` for rate limits, 502).
 */
import { z } from "zod";
import { zAgentPlatform } from "./agent-settings";
import { zIsoDateTime } from "./iso-date-time";
import { ZLeadForm } from "./leads";
import { refuseNul } from "./nul-text";
import { CONVERSATION_STATES, MAX_MESSAGE_CHARS, RUNTIME_CHANNELS, RUNTIME_MESSAGES } from "./runtime-constants";

export {
  CONVERSATION_STATES,
  MAX_MESSAGE_CHARS,
  RUNTIME_CHANNELS,
  RUNTIME_EVENTS,
  LAST_EVENT_ID_HEADER,
  LAST_EVENT_ID_QUERY,
  RUNTIME_MESSAGES,
  RUNTIME_SSE_RETRY_MS,
  VISITOR_HEADER,
} from "./runtime-constants";

export const zRuntimeChannel = z.enum(RUNTIME_CHANNELS);
export type TRuntimeChannel = z.infer<typeof zRuntimeChannel>;

/** What the widget needs to draw itself (the published agent; the draft for the dashboard's test panel). */
export const ZRuntimeAgent = z.object({
  ID: z.string(),
  title: z.string(),
  description: z.string(),
  agentPlatform: zAgentPlatform,
  theme: z.string(),
  customThemeJSONString: z.string(),
  ADVANCED_customCSS: z.string(),
  roundedImageURL: z.string(),
  avatarImageUrl: z.string(),
  proactiveMessage: z.string(),
  autoStartWidget: z.boolean(),
  messageDelayMS: z.number().int(),
  scrollAnimation: z.boolean(),
  buttonsLayout: z.enum(["horizontal", "vertical", "in-footer"]),
  lang: z.string(),
  acceptFileUpload: z.boolean(),
  enableHumanHandoff: z.boolean(),
  alwaysShowHandoff: z.boolean(),
  UIhandoffTitle: z.string(),
  UIhandoffSubtitle: z.string(),
  /** offer "Talk to a human" even while every member of the team is offline */
  showHandoffEvenIfOffline: z.boolean(),
  /** whether a member of the team is online (their online/offline toggle) when the agent was read */
  teamOnline: z.boolean(),
  initMessages: z.array(z.string()),
  /** the form of the agent's lead form step, shown by the chat at its trigger; null without one */
  leadForm: ZLeadForm.nullable(),
});
export type TRuntimeAgent = z.infer<typeof ZRuntimeAgent>;

export const ZStartConversationInput = z.object({
  channel: zRuntimeChannel.default("widget"),
  /** the visitor's id kept by the widget (localStorage) across conversations */
  visitorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  /** the page the widget runs on */
  pageUrl: refuseNul(z.string().max(2048)).optional(),
});
export type TStartConversationInput = z.input<typeof ZStartConversationInput>;

/** A page of the agent's knowledge an answer was given: its title and URL (null for text and Q&A sources). */
export const ZAnswerSource = z.object({ title: z.string(), url: z.string().nullable() });
export type TAnswerSource = z.infer<typeof ZAnswerSource>;

export const ZRuntimeMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant", "human", "system"]),
  content: z.string(),
  createdAt: z.string(),
  /**
   * an assistant answer's knowledge sources (as `meta.sources` of its turn), stored with it; left
   * out when it had none
   */
  sources: z.array(ZAnswerSource).optional(),
});
export type TRuntimeMessage = z.infer<typeof ZRuntimeMessage>;

export const ZStartConversationOutput = z.object({
  conversationId: z.string(),
  visitorId: z.string(),
  /** send as the X-Visitor-Token header on this conversation's calls */
  visitorToken: z.string(),
  agent: ZRuntimeAgent,
  /** the agent's greeting, already stored as the first messages */
  messages: z.array(ZRuntimeMessage),
});
export type TStartConversationOutput = z.infer<typeof ZStartConversationOutput>;

export const ZSendMessageInput = z.object({
  text: refuseNul(
    z.string().trim().min(1, RUNTIME_MESSAGES.emptyMessage).max(MAX_MESSAGE_CHARS, RUNTIME_MESSAGES.messageTooLong),
  ),
});

export const ZAnswerMeta = z.object({
  /** "offline" when no model answered (the built-in offline answerer), else the model's id */
  model: z.string(),
  offline: z.boolean(),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  /** credits charged for this answer */
  credits: z.string(),
  /** the knowledge the answer was given (title and URL of each page, once each); empty when none */
  sources: z.array(ZAnswerSource).default([]),
});
export type TAnswerMeta = z.infer<typeof ZAnswerMeta>;

export const zConversationState = z.enum(CONVERSATION_STATES);

/** While a person of the team has taken over (status "human"), the agent does not answer: answer and meta are null. */
export const ZSendMessageOutput = z.object({
  userMessage: ZRuntimeMessage,
  answer: ZRuntimeMessage.nullable(),
  meta: ZAnswerMeta.nullable(),
  status: zConversationState,
});
export type TSendMessageOutput = z.infer<typeof ZSendMessageOutput>;

/** The query of GET .../messages: `since` (optional) is an ISO date-time, read as its instant. */
export const ZListMessagesQuery = z.object({
  since: zIsoDateTime(RUNTIME_MESSAGES.badSince)
    .transform((value) => new Date(value))
    .optional(),
});

export const ZListMessagesOutput = z.object({ messages: z.array(ZRuntimeMessage), status: zConversationState });

export const ZHandoffOutput = z.object({ status: zConversationState, message: z.string() });

/** Every refusal of the runtime API: `{ success: false, error }` with the message to show. */
export const ZRuntimeError = z.object({ success: z.literal(false), error: z.string() });
export type TRuntimeError = z.infer<typeof ZRuntimeError>;

/**
 * Server-sent events of a streamed answer, in order: one `message` (the stored user message,
 * ZRuntimeMessage), any number of `token` (ZTokenEvent), then `done` (ZSendMessageOutput) or `error`
 * (ZRuntimeError). The stream starts with a `retry:` line (RUNTIME_SSE_RETRY_MS) and every event has
 * an `id:` line; clients treat ids as opaque and send the last one they saw back to
 * `GET .../conversations/{conversationId}/stream` (`Last-Event-ID` header or `?lastEventId=`) to get
 * the rest of the answer.
 */
/** A piece of the answer, in order: the pieces joined are the answer's text. */
export const ZTokenEvent = z.object({ text: z.string() });
