/**
 * The chat's message list as pure state changes: the visitor's message is shown at once, the answer
 * grows token by token, and errors become a bubble of their own. Local ids ("local-...") are
 * replaced by the stored ids when the server confirms a message.
 */
import type { TRuntimeMessage } from "@parlo/validators";
import type { AnswerMessage, AnswerSource } from "./read-runtime";

export type ChatRole = TRuntimeMessage["role"] | "error";

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** true while the answer is still streaming */
  pending?: boolean;
  /** when the server stored it (ISO time); none for local messages */
  createdAt?: string;
  /** the pages of the agent's knowledge the answer drew on (shown under it as links) */
  sources?: AnswerSource[];
}

export type ChatAction =
  | { type: "reset"; messages: ChatMessage[] }
  | { type: "send"; userId: string; answerId: string; text: string }
  | { type: "confirmUser"; localId: string; message: TRuntimeMessage }
  | { type: "token"; answerId: string; text: string }
  /** answer null: a person of the team has taken over, the agent did not answer */
  | { type: "done"; answerId: string; answer: AnswerMessage | null }
  | { type: "fail"; answerId: string; error: string }
  /** the stored greeting of a conversation just started replaces the locally drawn one */
  | { type: "adoptGreeting"; messages: TRuntimeMessage[] }
  /** messages the polling brought (a person's replies, the agent's answers) */
  | { type: "merge"; messages: TRuntimeMessage[] }
  /** a small note in the chat (the handoff's confirmation) */
  | { type: "notice"; id: string; text: string };

export const fromRuntime = (message: AnswerMessage): ChatMessage => ({
  id: message.id,
  role: message.role,
  content: message.content,
  ...(message.createdAt ? { createdAt: message.createdAt } : {}),
  ...(message.sources?.length ? { sources: message.sources } : {}),
});

/** The id prefix of the greeting drawn before a conversation exists. */
export const GREETING_PREFIX = "greeting-";

/**
 * Appends the polled messages the chat does not have yet (by id): a person's replies and the
 * agent's answers. The visitor's own and system messages are not shown from polling; while an
 * answer streams, its stored copy arrives with `done`, so polled agent answers wait for that.
 */
export function mergePolled(messages: ChatMessage[], polled: TRuntimeMessage[]): ChatMessage[] {
  const known = new Set(messages.map((m) => m.id));
  const streaming = isAnswering(messages);
  const added = polled.filter((m) => {
    if (known.has(m.id)) return false;
    known.add(m.id);
    return m.role === "human" || (m.role === "assistant" && !streaming);
  });
  return added.length > 0 ? [...messages, ...added.map(fromRuntime)] : messages;
}

/** The `since` of the next poll: the createdAt of the newest stored message shown, if any. */
export function nextSince(messages: ChatMessage[]): string | undefined {
  let newest: string | undefined;
  let newestMs = Number.NEGATIVE_INFINITY;
  for (const message of messages) {
    if (!message.createdAt) continue;
    const ms = Date.parse(message.createdAt);
    if (Number.isNaN(ms) || ms <= newestMs) continue;
    newestMs = ms;
    newest = message.createdAt;
  }
  return newest;
}

/** Replaces the locally drawn greeting (ids "greeting-N") with the conversation's stored one. */
export function adoptGreeting(messages: ChatMessage[], stored: TRuntimeMessage[]): ChatMessage[] {
  const local = messages.filter((m) => m.id.startsWith(GREETING_PREFIX));
  if (local.length === 0) return messages;
  const greeting = stored.filter((m) => m.role !== "system").map(fromRuntime);
  return [...greeting, ...messages.filter((m) => !m.id.startsWith(GREETING_PREFIX))];
}

export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case "reset":
      return action.messages;
    case "send":
      return [
        ...messages,
        { id: action.userId, role: "user", content: action.text },
        { id: action.answerId, role: "assistant", content: "", pending: true },
      ];
    case "confirmUser":
      return messages.map((m) => (m.id === action.localId ? fromRuntime(action.message) : m));
    case "token":
      return messages.map((m) => (m.id === action.answerId ? { ...m, content: m.content + action.text } : m));
    case "done": {
      const { answer } = action;
      return answer
        ? messages.map((m) => (m.id === action.answerId ? fromRuntime(answer) : m))
        : messages.filter((m) => m.id !== action.answerId);
    }
    case "fail": {
      // keep what already streamed, then say what went wrong
      const answer = messages.find((m) => m.id === action.answerId);
      const kept = messages.flatMap((m) => {
        if (m.id !== action.answerId) return [m];
        return m.content ? [{ ...m, pending: false }] : [];
      });
      const error: ChatMessage = { id: `${action.answerId}-error`, role: "error", content: action.error };
      return answer ? [...kept, error] : [...messages, error];
    }
    case "adoptGreeting":
      return adoptGreeting(messages, action.messages);
    case "merge":
      return mergePolled(messages, action.messages);
    case "notice":
      return messages.some((m) => m.id === action.id)
        ? messages
        : [...messages, { id: action.id, role: "system", content: action.text }];
  }
}

/** Whether the chat waits for an answer (the visitor cannot send another message meanwhile). */
export const isAnswering = (messages: ChatMessage[]) => messages.some((m) => m.pending);

/** The bot-side roles (bubbles on the left). */
export const isBotRole = (role: ChatRole) => role !== "user";

/**
 * How many messages to show now, and the delay before the next one appears: consecutive bot
 * messages appear `delayMs` apart (the agent's messageDelayMS), everything else at once.
 */
export function nextReveal(
  messages: ChatMessage[],
  shown: number,
  delayMs: number,
): { shown: number; waitMs: number } | null {
  if (shown >= messages.length) return null;
  let count = Math.max(0, shown);
  while (count < messages.length) {
    const next = messages[count];
    const previous = messages[count - 1];
    const delayed = delayMs > 0 && next && previous && isBotRole(next.role) && isBotRole(previous.role);
    if (delayed) return count === shown ? { shown: count + 1, waitMs: delayMs } : { shown: count, waitMs: 0 };
    count += 1;
  }
  return { shown: count, waitMs: 0 };
}
