"use client";

import { Badge, cn } from "@parlo/ui";
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

/** A value that copies itself when clicked ("Copied to Clipboard"). */
function CopyCell({ text, label, className }: { text: string; label: string; className?: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      title={`${text}\n(click to copy)`}
      aria-label={`Copy ${label}: ${text}`}
      className={cn(
        "block max-w-full truncate rounded px-1 -mx-1 text-left font-mono text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
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

/** The DNS records the e-mail API asks for: Type, Name, Value, Priority, Status; names and values copy on click. */
export function EmailDomainRecords({ records }: { records: TDnsRecord[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[560px] table-fixed text-left text-sm">
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
              <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-muted-foreground">
                No domain added yet.
              </td>
            </tr>
          ) : (
            records.map((record, index) => (
              <tr key={`${record.type}-${record.name}-${index}`} className="border-t border-border align-middle">
                <td className="px-3 py-2 font-mono text-xs">{record.type}</td>
                <td className="px-3 py-2">
                  <CopyCell text={record.name} label={`${record.type} record name`} />
                </td>
                <td className="px-3 py-2">
                  <CopyCell text={record.value} label={`${record.type} record value`} />
                </td>
                <td className="px-3 py-2 text-xs tabular-nums">{record.priority ?? ""}</td>
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
