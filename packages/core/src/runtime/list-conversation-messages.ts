import type { Region, RegionalDb } from "@parlo/db";
import type { TRuntimeMessage } from "@parlo/validators";
import { findConversation, type ConversationAccess } from "./find-conversation";
import { toRuntimeMessage } from "./runtime-messages";

/** A conversation's messages, oldest first. */
export async function listConversationMessages(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
}): Promise<TRuntimeMessage[]> {
  await findConversation(options);
  const messages = await options.db.for(options.region).conversationMessage.findMany({
    where: { conversationId: options.conversationId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return messages.map(toRuntimeMessage);
}
