/**
 * When the visitor's chat offers "Talk to a human" and how often it looks for a person's replies
 * (the runtime's human handoff, ARCHITECTURE.md "Agent runtime (chat)").
 */
import type { TRuntimeAgent } from "@parlo/validators";
import type { ChatMessage } from "./chat-messages";
import type { ConversationStatus } from "./read-runtime";

/** How often the chat asks for new messages while a person is asked for or answering. */
export const HANDOFF_POLL_MS = 3000;
/** How often it asks while the agent answers: a team member may take the conversation over unasked. */
export const TAKEOVER_POLL_MS = 15_000;

/**
 * How often the chat looks for messages it did not send (a person's replies), or null when it does
 * not look: there is no conversation to look in before the visitor has written.
 */
export function pollInterval(status: ConversationStatus, messages: ChatMessage[]): number | null {
  if (status !== "ai") return HANDOFF_POLL_MS;
  return messages.some((m) => m.role === "user") ? TAKEOVER_POLL_MS : null;
}

/** What the chat view needs to draw the handoff button. */
export interface HandoffControl {
  title: string;
  subtitle: string;
  /** while the request is on its way, or the chat is busy */
  disabled: boolean;
  onClick: () => void;
}

/**
 * The button shows when the agent offers a person, someone of the team is online (or the agent
 * offers a person even then), the conversation is still the agent's, and either the agent always
 * shows it or the visitor has written something.
 */
export function showHandoff(
  agent: Pick<
    TRuntimeAgent,
    "enableHumanHandoff" | "alwaysShowHandoff" | "teamOnline" | "showHandoffEvenIfOffline"
  > | null,
  status: ConversationStatus,
  messages: ChatMessage[],
): boolean {
  if (!agent?.enableHumanHandoff || status !== "ai") return false;
  if (!agent.teamOnline && !agent.showHandoffEvenIfOffline) return false;
  return agent.alwaysShowHandoff || messages.some((m) => m.role === "user");
}
