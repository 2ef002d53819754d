import type { Region, RegionalDb } from "@parlo/db";
import type { TGetConversationOutput } from "@parlo/validators";
import { toConversationMessage } from "./to-conversation-message";
import { CONVERSATION_ROW_SELECT, toConversationRow } from "./to-conversation-row";

/** One recorded conversation of the agent with its messages, oldest first; null when there is none. */
export async function getConversation(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
}): Promise<TGetConversationOutput> {
  const db = options.db.for(options.region);
  const conversation = await db.conversation.findFirst({
    where: { id: options.conversationId, agentId: options.agentId, recorded: true },
    select: CONVERSATION_ROW_SELECT,
  });
  if (!conversation) return null;
  const messages = await db.conversationMessage.findMany({
    where: { conversationId: conversation.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, role: true, content: true, model: true, sources: true, createdAt: true },
  });
  return {
    conversation: toConversationRow(conversation),
    messages: messages.map(toConversationMessage),
  };
}
