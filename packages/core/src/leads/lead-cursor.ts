/** A position in the Leads list (newest first): the last row's time and id. */
export interface LeadCursor {
  createdAt: Date;
  id: string;
}

export function encodeLeadCursor(row: LeadCursor): string {
  return `${row.createdAt.getTime().toString(36)}.${row.id}`;
}

/** The cursor, or null when the text is not one of ours (the list then starts from the top). */
export function decodeLeadCursor(text: string | null | undefined): LeadCursor | null {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9]{1,20})$/.exec(text ?? "");
  if (!match?.[1] || !match[2]) return null;
  const time = parseInt(match[1], 36);
  if (!Number.isSafeInteger(time)) return null;
  return { createdAt: new Date(time), id: match[2] };
}
