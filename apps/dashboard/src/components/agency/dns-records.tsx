"use client";

import { Badge } from "@parlo/ui";
import { DOMAIN_MESSAGES, type TDnsRecord, type TEmailDomainStatus } from "@parlo/validators";
import { useToast } from "@parlo/ui/toaster";
import { copyToClipboard } from "@parlo/ui/copy-button";

export type DnsRecordColumn = "Type" | "Name" | "Value" | "TTL" | "Priority" | "Status";

/** What each table shows: a sending domain's records and a custom domain's. */
export const EMAIL_RECORD_COLUMNS: readonly DnsRecordColumn[] = ["Type", "Name", "Value", "Priority", "Status"];
export const CUSTOM_DOMAIN_RECORD_COLUMNS: readonly DnsRecordColumn[] = ["Type", "Name", "Value", "TTL"];

const COLUMN_WIDTH: Record<DnsRecordColumn, string | undefined> = {
  Type: "w-16",
  Name: "w-40",
  Value: undefined,
  TTL: "w-16",
  Priority: "w-20",
  Status: "w-28",
};

interface RecordsProps {
  records: TDnsRecord[];
  columns: readonly DnsRecordColumn[];
  emptyText: string;
  /** data-testid of each record (row or list item) and of the empty line */
  testIds: { record: string; empty: string };
}

const STATUS_LOOK: Record<string, { label: string; variant: "secondary" | "warning" | "success" | "destructive" }> = {
  not_started: { label: "Not started", variant: "secondary" },
  pending: { label: "Pending", variant: "warning" },
  verified: { label: "Verified", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  temporary_failure: { label: "Retrying", variant: "warning" },
};

/** A status of the domain or of one record, as a badge. */
export function EmailDomainStatusBadge({
  status,
  className,
}: {
  status: TEmailDomainStatus | string;
  className?: string;
}) {
  const look = STATUS_LOOK[status] ?? { label: status, variant: "secondary" as const };
  return (
    <Badge variant={look.variant} className={className}>
      {look.label}
    </Badge>
  );
}

/** A value that copies itself when clicked ("Copied to Clipboard"); long values wrap (at most three lines). */
function CopyCell({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      title={`${text}\n(click to copy)`}
      aria-label={`Copy ${label}: ${text}`}
      className="-mx-1 line-clamp-3 max-w-full rounded px-1 text-left font-mono text-xs wrap-anywhere hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() =>
        void copyToClipboard(text).then((copied) =>
          toast(
            copied ? DOMAIN_MESSAGES.copied : "Copy failed, select the text to copy it",
            copied ? "success" : "error",
          ),
        )
      }
    >
      {text}
    </button>
  );
}

const recordKey = (record: TDnsRecord, index: number) => `${record.type}-${record.name}-${index}`;

/** One cell of a record in the table. */
function Cell({ record, column }: { record: TDnsRecord; column: DnsRecordColumn }) {
  switch (column) {
    case "Type":
      return <td className="px-3 py-2.5 font-mono text-xs">{record.type}</td>;
    case "Name":
      return (
        <td className="px-3 py-2">
          <CopyCell text={record.name} label={`${record.type} record name`} />
        </td>
      );
    case "Value":
      return (
        <td className="px-3 py-2">
          <CopyCell text={record.value} label={`${record.type} record value`} />
        </td>
      );
    case "TTL":
      return <td className="px-3 py-2.5 text-xs">{record.ttl}</td>;
    case "Priority":
      return <td className="px-3 py-2.5 text-xs tabular-nums">{record.priority ?? ""}</td>;
    case "Status":
      return <td className="px-3 py-2">{record.status ? <EmailDomainStatusBadge status={record.status} /> : null}</td>;
  }
}

/** The records as a table, for a wide enough card. */
function RecordsTable({ records, columns, emptyText, testIds }: RecordsProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border @xl:block">
      <table className="w-full table-fixed text-left text-sm">
        <colgroup>
          {columns.map((column) => (
            <col key={column} className={COLUMN_WIDTH[column]} />
          ))}
        </colgroup>
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
              <td
                colSpan={columns.length}
                data-testid={testIds.empty}
                className="px-3 py-6 text-center text-muted-foreground"
              >
                {emptyText}
              </td>
            </tr>
          ) : (
            records.map((record, index) => (
              <tr
                key={recordKey(record, index)}
                data-testid={testIds.record}
                className="border-t border-border align-top"
              >
                {columns.map((column) => (
                  <Cell key={column} record={record} column={column} />
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The records one under the other, for a narrow card (a phone, or beside the preview). */
function RecordsList({ records, columns, emptyText, testIds }: RecordsProps) {
  if (records.length === 0) {
    return (
      <p
        data-testid={testIds.empty}
        className="rounded-lg border border-border px-3 py-6 text-center text-sm text-muted-foreground @xl:hidden"
      >
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2 @xl:hidden" aria-label="DNS records">
      {records.map((record, index) => (
        <li
          key={recordKey(record, index)}
          data-testid={testIds.record}
          className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono text-xs font-medium">
              {record.type}
              {!columns.includes("Priority") || record.priority === null ? null : (
                <span className="text-muted-foreground"> · Priority {record.priority}</span>
              )}
            </span>
            {columns.includes("Status") && record.status ? <EmailDomainStatusBadge status={record.status} /> : null}
          </div>
          <dl className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-2 gap-y-1">
            <dt className="text-xs text-muted-foreground">Name</dt>
            <dd className="min-w-0">
              <CopyCell text={record.name} label={`${record.type} record name`} />
            </dd>
            <dt className="text-xs text-muted-foreground">Value</dt>
            <dd className="min-w-0">
              <CopyCell text={record.value} label={`${record.type} record value`} />
            </dd>
            {columns.includes("TTL") ? (
              <>
                <dt className="text-xs text-muted-foreground">TTL</dt>
                <dd className="text-xs">{record.ttl}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * DNS records to add at a domain's DNS provider (a sending domain's or a custom domain's), in the
 * given columns: a table when the card is wide enough, else a list; names and values copy on click.
 */
export function DnsRecords(props: RecordsProps) {
  return (
    <div className="@container min-w-0">
      <RecordsTable {...props} />
      <RecordsList {...props} />
    </div>
  );
}
