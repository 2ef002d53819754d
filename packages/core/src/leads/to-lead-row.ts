import type { Prisma } from "@parlo/db";
import type { TLeadRow } from "@parlo/validators";

/** What the list and the export select for a row. */
export const LEAD_ROW_SELECT = {
  id: true,
  createdAt: true,
  name: true,
  email: true,
  phone: true,
  fields: true,
  pageUrl: true,
  conversationId: true,
  conversation: { select: { recorded: true, channel: true } },
} satisfies Prisma.LeadSelect;

/** The stored answers (JSON) as text by key; anything else in there is left out. */
export function readLeadFields(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export function toLeadRow(row: {
  id: string;
  createdAt: Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  fields: unknown;
  pageUrl: string | null;
  conversationId: string | null;
  conversation: { recorded: boolean; channel: string } | null;
}): TLeadRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    fields: readLeadFields(row.fields),
    pageUrl: row.pageUrl,
    // only recorded conversations open in the Chats tab
    conversationId: row.conversation?.recorded ? row.conversationId : null,
    channel: row.conversation?.channel ?? null,
  };
}
