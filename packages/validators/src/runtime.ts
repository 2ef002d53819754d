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

export const MAX_MESSAGE_CHARS = 4000;

export const RUNTIME_MESSAGES = {
  outOfCredits: "This assistant is taking a short break: its workspace has run out of credits. Please try again later.",
  messagesLimit: "This conversation has reached its message limit. Please start a new chat.",
  tokensLimit: "This assistant has reached its usage limit. Please try again later.",
  tooManyRequests: "You are sending messages too quickly. Please wait a moment.",
  notFound: "This assistant is not available.",
  conversationNotFound: "This conversation no longer exists. Please start a new chat.",
  visitorTokenRequired: "This conversation belongs to another visitor.",
  emptyMessage: "Please type a message.",
  messageTooLong: `Your message is too long: at most ${MAX_MESSAGE_CHARS} characters.`,
  modelFailed: "Sorry, I could not answer just now. Please try again in a moment.",
  handoffRequested: "Thanks! Someone from the team will join this chat as soon as possible.",
  handoffNote: "The visitor asked to talk to a person.",
  handoffRequestedOffline:
    "Thanks! The team is away right now. Someone will answer in this chat as soon as they are back.",
  handoffOff: "This assistant does not hand chats over to a person.",
  teamOffline: "The team is away right now, so nobody can join this chat. Please try again later.",
  badSince: "since must be an ISO date-time.",
  nothingToResume: "There is no answer to resume in this conversation. Load its messages instead.",
  badLastEventId: "Last-Event-ID must be the id of an event this API sent.",
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `${method} is not allowed here. Use ${allowed.join(", ")}.`,
} as const;

export const RUNTIME_CHANNELS = ["widget", "share", "prototype", "test", "api"] as const;
export const zRuntimeChannel = z.enum(RUNTIME_CHANNELS);
export type TRuntimeChannel = z.infer<typeof zRuntimeChannel>;

export const VISITOR_HEADER = "x-visitor-token";

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

export const ZRuntimeMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant", "human", "system"]),
  content: z.string(),
  createdAt: z.string(),
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
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })).default([]),
});
export type TAnswerMeta = z.infer<typeof ZAnswerMeta>;

export const CONVERSATION_STATES = ["ai", "handoff_requested", "human"] as const;
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
export const RUNTIME_EVENTS = { message: "message", token: "token", done: "done", error: "error" } as const;

/** A piece of the answer, in order: the pieces joined are the answer's text. */
export const ZTokenEvent = z.object({ text: z.string() });

/** How long an EventSource waits before it reconnects (the `retry:` line each stream starts with). */
export const RUNTIME_SSE_RETRY_MS = 2000;
/** The header (lower case) a reconnecting client names the last event it received with. */
export const LAST_EVENT_ID_HEADER = "last-event-id";
/** The same as a query parameter, for clients that cannot set the header. */
export const LAST_EVENT_ID_QUERY = "lastEventId";
