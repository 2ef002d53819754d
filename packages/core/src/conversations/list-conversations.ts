import type { Region, RegionalDb } from "@parlo/db";
import { CONVERSATION_PAGE_SIZE, type TConversationFilters, type TListConversationsOutput } from "@parlo/validators";
import { decodeConversationCursor, encodeConversationCursor } from "./conversation-cursor";
import { conversationWhere } from "./conversation-where";
import { CONVERSATION_ROW_SELECT, toConversationRow } from "./to-conversation-row";

/**
 * One page of the agent's recorded conversations, most recent activity first (ties by id), with
 * the Chats tab's search and filters; unrecorded conversations (recordChatHistory off) never show.
 */
export async function listConversations(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  filters?: TConversationFilters;
  cursor?: string | null;
  limit?: number;
}): Promise<TListConversationsOutput> {
  const limit = options.limit ?? CONVERSATION_PAGE_SIZE;
  const where = conversationWhere(options.agentId, options.filters);
  const cursor = decodeConversationCursor(options.cursor);
  const rows = await options.db.for(options.region).conversation.findMany({
    where: cursor
      ? {
          AND: [
            where,
            {
              OR: [
                { lastMessageAt: { lt: cursor.lastMessageAt } },
                { lastMessageAt: cursor.lastMessageAt, id: { lt: cursor.id } },
              ],
            },
          ],
        }
      : where,
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: CONVERSATION_ROW_SELECT,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toConversationRow),
    nextCursor: rows.length > limit && last ? encodeConversationCursor(last) : null,
  };
}
