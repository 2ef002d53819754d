/**
 * When and where the visitor's chat shows the agent's lead form (the agent's lead form step,
 * @parlo/validators leads.ts): the number of messages the form comes after, or null while it does
 * not show.
 *
 * - start: after the greeting, once it has been shown (or at once when the visitor writes first);
 * - after_first_answer: after the first complete answer to the visitor's first message;
 * - on_handoff: where the visitor asked for a person (`handoffAt`, set by the chat when they did).
 *
 * Once the visitor has sent or skipped the form in this conversation it does not show again.
 */
import type { TLeadTrigger } from "@parlo/validators/plain";
import type { ChatMessage } from "./chat-messages";

export type LeadOutcome = "submitted" | "skipped";

export interface LeadTriggerInput {
  trigger: TLeadTrigger;
  /** the messages shown now */
  messages: Pick<ChatMessage, "role" | "content" | "pending">[];
  /** a bot message is still on its way */
  typing: boolean;
  /** how many messages were shown when the visitor asked for a person; null when they have not */
  handoffAt: number | null;
  /** what the visitor did with the form in this conversation; null while they have not */
  outcome: LeadOutcome | null;
}

const isAnswer = (m: LeadTriggerInput["messages"][number]) =>
  (m.role === "assistant" || m.role === "human") && !m.pending && m.content.trim() !== "";

export function leadFormAnchor({ trigger, messages, typing, handoffAt, outcome }: LeadTriggerInput): number | null {
  if (outcome !== null) return null;
  const firstUser = messages.findIndex((m) => m.role === "user");
  if (trigger === "start") {
    if (firstUser >= 0) return firstUser;
    return typing ? null : messages.length;
  }
  if (trigger === "after_first_answer") {
    if (firstUser < 0) return null;
    const answer = messages.findIndex((m, index) => index > firstUser && isAnswer(m));
    return answer < 0 ? null : answer + 1;
  }
  return handoffAt === null ? null : Math.min(handoffAt, messages.length);
}
