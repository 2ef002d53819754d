import type { Prisma } from "@parlo/db";
import type { TConversationRow, TConversationStatus } from "@parlo/validators";
import { conversationTitle } from "./conversation-title";

export const PREVIEW_CHARS = 140;

/** What the list query selects for a row. */
export const CONVERSATION_ROW_SELECT = {
  id: true,
  channel: true,
  status: true,
  visitorId: true,
  createdAt: true,
  lastMessageAt: true,
  geo: true,
  // the newest lead with a name names the conversation
  leads: { where: { name: { not: null } }, orderBy: { createdAt: "desc" }, take: 1, select: { name: true } },
  _count: { select: { messages: true } },
  messages: {
    where: { role: "user" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 1,
    select: { content: true },
  },
} satisfies Prisma.ConversationSelect;

export function toPreview(text: string | undefined): string | null {
  if (text === undefined) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

export function toConversationRow(row: {
  id: string;
  channel: string;
  status: TConversationStatus;
  visitorId: string;
  createdAt: Date;
  lastMessageAt: Date;
  geo: unknown;
  leads: { name: string | null }[];
  _count: { messages: number };
  messages: { content: string }[];
}): TConversationRow {
  return {
    id: row.id,
    title: conversationTitle({ leadName: row.leads[0]?.name, geo: row.geo }),
    channel: row.channel,
    status: row.status,
    visitorId: row.visitorId,
    messageCount: row._count.messages,
    preview: toPreview(row.messages[0]?.content),
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}
