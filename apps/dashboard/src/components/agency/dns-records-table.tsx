"use client";

import type { TDnsRecord } from "@parlo/validators";
import { DOMAIN_MESSAGES } from "@parlo/validators";
import { useToast } from "@/components/shell/toaster";
import { copyToClipboard } from "@/components/workspace/copy-button";

type Column = "Type" | "Name" | "Value" | "TTL" | "Priority" | "Status";

const cellOf = (record: TDnsRecord, column: Column): string => {
  switch (column) {
    case "Type":
      return record.type;
    case "Name":
      return record.name;
    case "Value":
      return record.value;
    case "TTL":
      return record.ttl;
    case "Priority":
      return record.priority === null ? "" : String(record.priority);
    case "Status":
      return record.status ?? "";
  }
};

const COPYABLE: ReadonlySet<Column> = new Set(["Name", "Value"]);

/** DNS records to add at the domain's DNS provider; names and values copy on click. */
export function DnsRecordsTable({
  records,
  columns,
  emptyText = "No records.",
}: {
  records: TDnsRecord[];
  columns: readonly Column[];
  emptyText?: string;
}) {
  const toast = useToast();
  const copy = async (text: string) => {
    if (await copyToClipboard(text)) toast(DOMAIN_MESSAGES.copied, "success", 2000);
  };
  return (
    <div className="max-w-full min-w-0 overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[480px] text-left text-sm">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
                {emptyText}
              </td>
            </tr>
          ) : (
            records.map((record, index) => (
              <tr key={`${record.type}-${record.name}-${index}`} className="border-t border-border align-top">
                {columns.map((column) => {
                  const text = cellOf(record, column);
                  return (
                    <td key={column} className="px-3 py-2 font-mono text-xs">
                      {COPYABLE.has(column) && text ? (
                        <button
                          type="button"
                          className="max-w-[22rem] cursor-copy break-all rounded text-left hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                          title="Copy"
                          aria-label={`Copy ${column.toLowerCase()} ${text}`}
                          onClick={() => void copy(text)}
                        >
                          {text}
                        </button>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
