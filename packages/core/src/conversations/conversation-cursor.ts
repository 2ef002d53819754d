/** A position in the Chats list (newest activity first): the last row's activity time and id. */
export interface ConversationCursor {
  lastMessageAt: Date;
  id: string;
}

export function encodeConversationCursor(row: ConversationCursor): string {
  return `${row.lastMessageAt.getTime().toString(36)}.${row.id}`;
}

/** The cursor, or null when the text is not one of ours (the list then starts from the top). */
export function decodeConversationCursor(text: string | null | undefined): ConversationCursor | null {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9]{1,20})$/.exec(text ?? "");
  if (!match?.[1] || !match[2]) return null;
  const time = parseInt(match[1], 36);
  if (!Number.isSafeInteger(time)) return null;
  return { lastMessageAt: new Date(time), id: match[2] };
}
