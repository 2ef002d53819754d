"use client";

import { Badge } from "@parlo/ui";
import { DOMAIN_MESSAGES, type TDnsRecord, type TEmailDomainStatus } from "@parlo/validators";
import { useToast } from "@/components/shell/toaster";
import { copyToClipboard } from "@/components/workspace/copy-button";

const COLUMNS = ["Type", "Name", "Value", "Priority", "Status"] as const;

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

/** The records as a table, for a wide enough card. */
function RecordsTable({ records }: { records: TDnsRecord[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border @xl:block">
      <table className="w-full table-fixed text-left text-sm">
        <colgroup>
          <col className="w-16" />
          <col className="w-40" />
          <col />
          <col className="w-20" />
          <col className="w-28" />
        </colgroup>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
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
                colSpan={COLUMNS.length}
                data-testid="email-domain-no-records"
                className="px-3 py-6 text-center text-muted-foreground"
              >
                No domain added yet.
              </td>
            </tr>
          ) : (
            records.map((record, index) => (
              <tr
                key={recordKey(record, index)}
                data-testid="email-domain-record"
                className="border-t border-border align-top"
              >
                <td className="px-3 py-2.5 font-mono text-xs">{record.type}</td>
                <td className="px-3 py-2">
                  <CopyCell text={record.name} label={`${record.type} record name`} />
                </td>
                <td className="px-3 py-2">
                  <CopyCell text={record.value} label={`${record.type} record value`} />
                </td>
                <td className="px-3 py-2.5 text-xs tabular-nums">{record.priority ?? ""}</td>
                <td className="px-3 py-2">
                  {record.status ? <EmailDomainStatusBadge status={record.status} /> : null}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The records one under the other, for a narrow card (a phone, or beside the preview). */
function RecordsList({ records }: { records: TDnsRecord[] }) {
  if (records.length === 0) {
    return (
      <p
        data-testid="email-domain-no-records"
        className="rounded-lg border border-border px-3 py-6 text-center text-sm text-muted-foreground @xl:hidden"
      >
        No domain added yet.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2 @xl:hidden" aria-label="DNS records">
      {records.map((record, index) => (
        <li
          key={recordKey(record, index)}
          data-testid="email-domain-record"
          className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono text-xs font-medium">
              {record.type}
              {record.priority === null ? null : (
                <span className="text-muted-foreground"> · Priority {record.priority}</span>
              )}
            </span>
            {record.status ? <EmailDomainStatusBadge status={record.status} /> : null}
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
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The DNS records the e-mail API asks for: Type, Name, Value, Priority, Status (a table when the
 * card is wide enough, else a list); names and values copy on click.
 */
export function EmailDomainRecords({ records }: { records: TDnsRecord[] }) {
  return (
    <div className="@container min-w-0">
      <RecordsTable records={records} />
      <RecordsList records={records} />
    </div>
  );
}
