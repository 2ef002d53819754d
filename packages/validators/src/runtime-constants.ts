/**
 * The runtime API's constants and messages (see runtime.ts for the contract). Free of zod: the chat
 * bundle uses them through `@parlo/validators/plain`; runtime.ts re-exports them with the schemas.
 */
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

export const VISITOR_HEADER = "x-visitor-token";

export const CONVERSATION_STATES = ["ai", "handoff_requested", "human"] as const;

/** The server-sent events of an answer, in order: message, token..., then done or error. */
export const RUNTIME_EVENTS = { message: "message", token: "token", done: "done", error: "error" } as const;

/** How long an EventSource waits before it reconnects (the `retry:` line each stream starts with). */
export const RUNTIME_SSE_RETRY_MS = 2000;
/** The header (lower case) a reconnecting client names the last event it received with. */
export const LAST_EVENT_ID_HEADER = "last-event-id";
/** The same as a query parameter, for clients that cannot set the header. */
export const LAST_EVENT_ID_QUERY = "lastEventId";
