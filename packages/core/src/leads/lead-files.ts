import type { TLeadColumn, TLeadRow } from "@parlo/validators";
import { csvCell } from "../conversations/transcript-files";

/** The CSV header of a custom column: its label, with the key when two columns share a label. */
function headers(columns: TLeadColumn[]): string[] {
  const counts = new Map<string, number>();
  for (const c of columns) counts.set(c.label, (counts.get(c.label) ?? 0) + 1);
  return columns.map((c) => ((counts.get(c.label) ?? 0) > 1 ? `${c.label} (${c.key})` : c.label));
}

/** The leads as CSV: a header, then one row per lead; CRLF line ends; cells safe from spreadsheet formulas. */
export function leadsCsv(rows: TLeadRow[], columns: TLeadColumn[]): string {
  const head = ["Date", "Name", "E-mail", "Phone", ...headers(columns), "Page URL", "Conversation ID", "Lead ID"];
  const lines = [head.map(csvCell).join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.createdAt,
        row.name ?? "",
        row.email ?? "",
        row.phone ?? "",
        ...columns.map((c) => row.fields[c.key] ?? ""),
        row.pageUrl ?? "",
        row.conversationId ?? "",
        row.id,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The leads as pretty-printed JSON, with the custom columns' labels. */
export function leadsJson(
  agent: { id: string; title: string },
  rows: TLeadRow[],
  columns: TLeadColumn[],
  exportedAt: Date,
): string {
  return `${JSON.stringify(
    { agentId: agent.id, agentTitle: agent.title, exportedAt: exportedAt.toISOString(), columns, leads: rows },
    null,
    2,
  )}\n`;
}

/** `{agent-title}-leads.{ext}`, the title made safe for a file name. */
export function leadsFileName(title: string, format: "csv" | "json"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
  return `${slug || "agent"}-leads.${format}`;
}
