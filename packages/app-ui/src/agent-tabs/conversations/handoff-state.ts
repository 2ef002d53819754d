import {
  HANDOFF_MESSAGES,
  MAX_MESSAGE_CHARS,
  type TConversationStatus,
  type TGetConversationOutput,
  type TRuntimeMessage,
} from "@parlo/validators";

/** A person can take over while the agent answers or the visitor asked for a person. */
export function canTakeOver(status: TConversationStatus): boolean {
  return status === "ai" || status === "handoff_requested";
}

/** The problem with a reply before sending it, or null when it can be sent. */
export function replyProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return HANDOFF_MESSAGES.emptyReply;
  if (trimmed.length > MAX_MESSAGE_CHARS) return `Keep the reply under ${MAX_MESSAGE_CHARS} characters.`;
  return null;
}

/** What a key press in the reply box does: Enter sends, Shift+Enter (or composing text) types. */
export function replyKeyAction(key: string, shiftKey: boolean, composing: boolean): "send" | "type" {
  return key === "Enter" && !shiftKey && !composing ? "send" : "type";
}

/** The open conversation with a message just written by the team appended (once). */
export function withMessage(
  detail: TGetConversationOutput | undefined,
  message: TRuntimeMessage,
): TGetConversationOutput | undefined {
  if (!detail || detail.messages.some((m) => m.id === message.id)) return detail;
  return {
    conversation: {
      ...detail.conversation,
      messageCount: detail.conversation.messageCount + 1,
      lastMessageAt: message.createdAt,
    },
    messages: [...detail.messages, { ...message, model: null }],
  };
}

/** The open conversation with its new status. */
export function withStatus(
  detail: TGetConversationOutput | undefined,
  status: TConversationStatus,
): TGetConversationOutput | undefined {
  if (!detail || detail.conversation.status === status) return detail;
  return { ...detail, conversation: { ...detail.conversation, status } };
}

/** Fallbacks when a failed call brings no message (HANDOFF_MESSAGES has none for these). */
export const HANDOFF_FAILED = {
  status: "Could not change who answers this conversation. Please try again.",
  reply: "Could not send the reply. Please try again.",
} as const;
