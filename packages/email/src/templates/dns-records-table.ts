import { escapeHtml } from "./escape-html";

/** One DNS record an e-mail asks its reader to add (TTL: Auto). */
export interface DnsRecordToAdd {
  type: string;
  name: string;
  value: string;
}

/** The records as plain-text lines: `CNAME  app  edge.example.com  (TTL: Auto)`. */
export function dnsRecordLines(records: readonly DnsRecordToAdd[]): string[] {
  return records.map((record) => `${record.type}  ${record.name}  ${record.value}  (TTL: Auto)`);
}

const CELL = "padding:6px 8px;border:1px solid #e4e4e7;font-family:ui-monospace,Menlo,monospace;font-size:13px;";

/** The records as an HTML table (Type, Name, Value, TTL), every value escaped. */
export function dnsRecordsTableHtml(records: readonly DnsRecordToAdd[]): string {
  const e = escapeHtml;
  const head = ["Type", "Name", "Value", "TTL"]
    .map((label) => `<th align="left" style="${CELL}">${label}</th>`)
    .join("");
  const rows = records
    .map(
      (record) =>
        `<tr><td style="${CELL}">${e(record.type)}</td><td style="${CELL}">${e(record.name)}</td><td style="${CELL}">${e(record.value)}</td><td style="${CELL}">Auto</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;"><tr>${head}</tr>${rows}</table>`;
}
