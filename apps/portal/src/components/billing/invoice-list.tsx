import type { TOrgInvoice } from "@parlo/validators";
import { formatMinor } from "./billing-money";

const dateText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric" });

/** The org's newest invoices, each with its hosted page. */
export function InvoiceList({ invoices }: { invoices: readonly TOrgInvoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet.</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" data-testid="invoice-list">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm">
          <span className="flex flex-col">
            <span className="font-medium">{invoice.number ?? invoice.id}</span>
            <span className="text-[13px] text-muted-foreground">{dateText(invoice.created)}</span>
          </span>
          <span className="flex items-center gap-3">
            <span className="tabular-nums">{formatMinor(invoice.amountPaid, invoice.currency)}</span>
            <span className="text-[13px] text-muted-foreground capitalize">{invoice.status ?? ""}</span>
            {invoice.hostedInvoiceUrl ? (
              <a
                href={invoice.hostedInvoiceUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                View
              </a>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
