/**
 * The chat's message list as pure state changes: the visitor's message is shown at once, the answer
 * grows token by token, and errors become a bubble of their own. Local ids ("local-...") are
 * replaced by the stored ids when the server confirms a message.
 */
import type { TRuntimeMessage } from "@parlo/validators";

export type ChatRole = TRuntimeMessage["role"] | "error";

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** true while the answer is still streaming */
  pending?: boolean;
}

export type ChatAction =
  | { type: "reset"; messages: ChatMessage[] }
  | { type: "send"; userId: string; answerId: string; text: string }
  | { type: "confirmUser"; localId: string; message: TRuntimeMessage }
  | { type: "token"; answerId: string; text: string }
  /** answer null: a person of the team has taken over, the agent did not answer */
  | { type: "done"; answerId: string; answer: TRuntimeMessage | null }
  | { type: "fail"; answerId: string; error: string };

export const fromRuntime = (message: TRuntimeMessage): ChatMessage => ({
  id: message.id,
  role: message.role,
  content: message.content,
});

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
