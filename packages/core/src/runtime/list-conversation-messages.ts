import type { Region, RegionalDb } from "@parlo/db";
import type { TRuntimeMessage } from "@parlo/validators";
import { findConversation, type ConversationAccess } from "./find-conversation";
import { toRuntimeMessage } from "./runtime-messages";

/** A conversation's messages, oldest first (only those after `since` when given), and its status. */
export async function listConversationMessages(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
  since?: Date;
}): Promise<{ messages: TRuntimeMessage[]; status: "ai" | "handoff_requested" | "human" }> {
  const conversation = await findConversation(options);
  const messages = await options.db.for(options.region).conversationMessage.findMany({
    where: { conversationId: options.conversationId, ...(options.since ? { createdAt: { gt: options.since } } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { messages: messages.map(toRuntimeMessage), status: conversation.status };
}
