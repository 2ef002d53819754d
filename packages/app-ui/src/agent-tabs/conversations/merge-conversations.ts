import type { TConversationMessage, TConversationRow } from "@parlo/validators";

/** Most recent activity first, ties by id (the order of `conversation.list`). */
function byActivity(a: TConversationRow, b: TConversationRow): number {
  if (a.lastMessageAt !== b.lastMessageAt) return a.lastMessageAt < b.lastMessageAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The list after a poll of its first page (or a next page): fresh rows replace the rows they
 * update, rows loaded earlier stay, and the whole keeps the list's order without duplicates.
 */
export function mergeConversations(current: TConversationRow[], fresh: TConversationRow[]): TConversationRow[] {
  const freshIds = new Set(fresh.map((row) => row.id));
  return [...fresh, ...current.filter((row) => !freshIds.has(row.id))].sort(byActivity);
}

/** True when the poll brought nothing new, so the list need not re-render. */
export function sameConversations(a: TConversationRow[], b: TConversationRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        row.id === other.id &&
        row.lastMessageAt === other.lastMessageAt &&
        row.messageCount === other.messageCount &&
        row.status === other.status &&
        row.preview === other.preview &&
        row.title === other.title
      );
    })
  );
}

/** True when two transcripts hold the same messages. */
export function sameMessages(a: TConversationMessage[], b: TConversationMessage[]): boolean {
  return a.length === b.length && a.every((m, i) => m.id === b[i]?.id && m.content === b[i]?.content);
}
