"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { LEAD_MESSAGES, type TLeadColumn, type TLeadRow } from "@parlo/validators";
import { MessagesSquare, Trash2 } from "lucide";
import Link from "next/link";
import { useState } from "react";
import { useAgentHref } from "../../agent-tabs-context";
import { fullTime } from "../conversations/format-time";

const NONE = <span className="text-muted-foreground">—</span>;

/** The page a lead was left on, short: host and path. */
function shortPage(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return url;
  }
}

const CELL = "px-3 py-2.5 align-top";

/**
 * The leads, newest first: date, name, e-mail (mailto), phone (tel), the form's custom fields,
 * the page, and per row "Open chat" (the conversation in the Chats tab) and Delete (asks first).
 */
export function LeadsTable({
  agentId,
  items,
  columns,
  deleting,
  onDelete,
}: {
  agentId: string;
  items: TLeadRow[];
  columns: TLeadColumn[];
  deleting: string | null;
  onDelete: (leadId: string) => void;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const href = useAgentHref();
  const chatHref = (row: TLeadRow) =>
    row.conversationId ? href(agentId, { tab: "convos", conversationId: row.conversationId }) : null;
  const showPage = items.some((row) => row.pageUrl);

  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[44rem] border-collapse text-sm" data-testid="leads-table">
        <thead>
          <tr className="border-b border-border bg-muted/50 text-left text-xs font-medium text-muted-foreground">
            <th scope="col" className={CELL}>
              Date
            </th>
            <th scope="col" className={CELL}>
              Name
            </th>
            <th scope="col" className={CELL}>
              E-mail
            </th>
            <th scope="col" className={CELL}>
              Phone
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={CELL} title={column.key}>
                {column.label}
              </th>
            ))}
            {showPage ? (
              <th scope="col" className={CELL}>
                Page
              </th>
            ) : null}
            <th scope="col" className={`${CELL} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-b-0 hover:bg-muted/30" data-lead-id={row.id}>
              <td className={`${CELL} whitespace-nowrap text-muted-foreground`}>
                <time dateTime={row.createdAt}>{fullTime(row.createdAt)}</time>
              </td>
              <td className={`${CELL} font-medium`}>{row.name ?? NONE}</td>
              <td className={CELL}>
                {row.email ? (
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>
                ) : (
                  NONE
                )}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {row.phone ? (
                  <a className="underline-offset-4 hover:underline" href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}>
                    {row.phone}
                  </a>
                ) : (
                  NONE
                )}
              </td>
              {columns.map((column) => (
                <td key={column.key} className={`${CELL} max-w-64 break-words`}>
                  {row.fields[column.key] ?? NONE}
                </td>
              ))}
              {showPage ? (
                <td className={`${CELL} max-w-48 truncate text-muted-foreground`} title={row.pageUrl ?? undefined}>
                  {row.pageUrl ? shortPage(row.pageUrl) : NONE}
                </td>
              ) : null}
              <td className={`${CELL} text-right whitespace-nowrap`}>
                {confirming === row.id ? (
                  <span className="inline-flex items-center gap-1" role="group" aria-label="Confirm delete">
                    <span className="sr-only">{LEAD_MESSAGES.deleteConfirm}</span>
                    <Button
                      variant="destructive"
                      size="sm"
                      loading={deleting === row.id}
                      onClick={() => onDelete(row.id)}
                    >
                      Delete
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1">
                    {chatHref(row) ? (
                      <Button asChild variant="ghost" size="sm">
                        <Link href={chatHref(row) ?? ""}>
                          <Icon node={MessagesSquare} className="size-4" />
                          Open chat
                        </Link>
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-muted-foreground hover:text-destructive"
                      aria-label={`Delete the lead of ${row.name ?? row.email ?? "this visitor"}`}
                      title="Delete"
                      onClick={() => setConfirming(row.id)}
                    >
                      <Icon node={Trash2} className="size-4" />
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
