import type { Prisma } from "@parlo/db";
import type { TConversationFilters } from "@parlo/validators";

/** The agent's recorded conversations matching the Chats tab's search and filters. */
export function conversationWhere(agentId: string, filters: TConversationFilters = {}): Prisma.ConversationWhereInput {
  const where: Prisma.ConversationWhereInput = { agentId, recorded: true };
  if (filters.channel) where.channel = filters.channel;
  if (filters.status) where.status = filters.status;
  // a conversation is in the range when it was active in it: started before the end, last message after the start
  if (filters.from) where.lastMessageAt = { gte: new Date(filters.from) };
  if (filters.to) where.createdAt = { lte: new Date(filters.to) };
  const search = filters.search?.trim();
  if (search) {
    where.OR = [
      { messages: { some: { content: { contains: search, mode: "insensitive" } } } },
      { visitorId: search },
      { id: search },
    ];
  }
  return where;
}
