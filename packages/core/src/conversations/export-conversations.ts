import type { Region, RegionalDb } from "@parlo/db";
import {
  CONVERSATION_EXPORT_LIMIT,
  CONVERSATION_MESSAGES,
  type TConversationExportFormat,
  type TConversationFilters,
  type TExportConversationsOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { conversationWhere } from "./conversation-where";
import { toConversationMessage } from "./to-conversation-message";
import { CONVERSATION_ROW_SELECT, toConversationRow } from "./to-conversation-row";
import { transcriptCsv, transcriptFileName, transcriptJson, type TranscriptConversation } from "./transcript-files";

/**
 * The transcripts of the agent's recorded conversations (one, or all matching the filters, most
 * recent first, at most CONVERSATION_EXPORT_LIMIT) as a CSV or JSON file built on the server.
 */
export async function exportConversations(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  format: TConversationExportFormat;
  conversationId?: string;
  filters?: TConversationFilters;
  now?: Date;
}): Promise<TExportConversationsOutput> {
  const db = options.db.for(options.region);
  const agent = await db.agent.findUnique({ where: { id: options.agentId }, select: { id: true, title: true } });
  if (!agent) throw new DomainError("NOT_FOUND", CONVERSATION_MESSAGES.notFound);
  const where = options.conversationId
    ? { id: options.conversationId, agentId: agent.id, recorded: true }
    : conversationWhere(agent.id, options.filters);
  const rows = await db.conversation.findMany({
    where,
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: CONVERSATION_EXPORT_LIMIT,
    select: CONVERSATION_ROW_SELECT,
  });
  if (options.conversationId && rows.length === 0) throw new DomainError("NOT_FOUND", CONVERSATION_MESSAGES.notFound);
  const messages = await db.conversationMessage.findMany({
    where: { conversationId: { in: rows.map((r) => r.id) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, conversationId: true, role: true, content: true, model: true, sources: true, createdAt: true },
  });
  const byConversation = new Map<string, TranscriptConversation>();
  const conversations = rows.map((row) => {
    const conversation: TranscriptConversation = { ...toConversationRow(row), messages: [] };
    byConversation.set(row.id, conversation);
    return conversation;
  });
  for (const m of messages) {
    byConversation.get(m.conversationId)?.messages.push(toConversationMessage(m));
  }
  const csv = options.format === "csv";
  return {
    fileName: transcriptFileName(agent.title, options.format),
    contentType: csv ? "text/csv; charset=utf-8" : "application/json",
    content: csv ? transcriptCsv(conversations) : transcriptJson(agent, conversations, options.now ?? new Date()),
    conversations: conversations.length,
  };
}
