import type { TConversationMessage, TConversationRow } from "@parlo/validators";

export interface TranscriptConversation extends TConversationRow {
  messages: TConversationMessage[];
}

export const TRANSCRIPT_CSV_COLUMNS = [
  "conversation_id",
  "channel",
  "status",
  "visitor_id",
  "conversation_started_at",
  "message_id",
  "role",
  "content",
  "model",
  "created_at",
  "sources",
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * a spreadsheet would run as a formula (= + - @ tab or carriage return first) gets a leading `'`:
 * visitors write these messages.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An answer's knowledge sources in one cell: "Title (url)" each, separated by "; ". */
export function sourcesCell(sources: TConversationMessage["sources"]): string {
  return (sources ?? []).map((source) => (source.url ? `${source.title} (${source.url})` : source.title)).join("; ");
}

/** The transcripts as CSV: a header, then one row per message (an answer's sources in the last column); CRLF line ends. */
export function transcriptCsv(conversations: TranscriptConversation[]): string {
  const lines = [TRANSCRIPT_CSV_COLUMNS.join(",")];
  for (const c of conversations) {
    for (const m of c.messages) {
      lines.push(
        [
          c.id,
          c.channel,
          c.status,
          c.visitorId,
          c.createdAt,
          m.id,
          m.role,
          m.content,
          m.model ?? "",
          m.createdAt,
          sourcesCell(m.sources),
        ]
          .map(csvCell)
          .join(","),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The transcripts as pretty-printed JSON. */
export function transcriptJson(
  agent: { id: string; title: string },
  conversations: TranscriptConversation[],
  exportedAt: Date,
): string {
  return `${JSON.stringify(
    { agentId: agent.id, agentTitle: agent.title, exportedAt: exportedAt.toISOString(), conversations },
    null,
    2,
  )}\n`;
}

/** `{agent-title}-conversations.{ext}`, the title made safe for a file name. */
export function transcriptFileName(title: string, format: "csv" | "json"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
  return `${slug || "agent"}-conversations.${format}`;
}
