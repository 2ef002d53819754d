import { escapeHtml as escape, hostedPage, money } from "./html";
import type { InvoiceRecord } from "./store";

/** The hosted invoice page (hosted_invoice_url): a plain HTML summary of the invoice. */
export function invoicePage(record: InvoiceRecord): string {
  const invoice = record.invoice;
  const rows = invoice.lines.data
    .map(
      (line) => `<tr><td>${escape(line.description ?? "")}</td><td>${money(line.amount, invoice.currency)}</td></tr>`,
    )
    .join("");
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const tax = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const title = `Invoice ${invoice.number ?? invoice.id}`;
  return hostedPage(
    title,
    `<h1>${escape(title)}</h1>
<p>Status: <strong data-testid="invoice-status">${escape(invoice.status ?? "")}</strong></p>
<table><tbody>${rows}
<tr><td>Subtotal</td><td>${money(invoice.subtotal, invoice.currency)}</td></tr>
<tr><td>Discount</td><td>-${money(discount, invoice.currency)}</td></tr>
<tr><td>Tax</td><td>${money(tax, invoice.currency)}</td></tr>
<tr><td><strong>Total</strong></td><td><strong>${money(invoice.total, invoice.currency)}</strong></td></tr>
<tr><td>Amount paid</td><td>${money(invoice.amount_paid, invoice.currency)}</td></tr>
</tbody></table>`,
  );
}
