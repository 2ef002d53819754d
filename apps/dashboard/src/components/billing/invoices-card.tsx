import { Badge, Card, CardContent, CardDescription, CardHeader } from "@parlo/ui";
import { formatMoney, ZCurrency, type TInvoiceSummary } from "@parlo/validators";
import { formatBillingDate, statusLabel } from "./billing-format";

function amount(invoice: TInvoiceSummary): string {
  const currency = ZCurrency.safeParse(invoice.currency.toLowerCase());
  return currency.success
    ? formatMoney(invoice.total, currency.data)
    : `${(invoice.total / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
}

/** Recent invoices with their date, number, amount, status and a link to the invoice. */
export function InvoicesCard({ invoices }: { invoices: TInvoiceSummary[] | null }) {
  return (
    <Card>
      <section aria-labelledby="billing-invoices-title">
        <CardHeader>
          <h2 id="billing-invoices-title" className="text-lg leading-tight font-semibold tracking-tight">
            Recent invoices
          </h2>
          <CardDescription>Invoices for your subscription, add-ons and top-ups.</CardDescription>
        </CardHeader>
        <CardContent>
          {invoices === null ? (
            <p className="text-sm text-muted-foreground">Invoices could not be loaded right now. Try again later.</p>
          ) : invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invoices yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-xs tracking-wide text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Date
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Number
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Amount
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">Invoice</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td className="py-2.5 pr-4 whitespace-nowrap">{formatBillingDate(invoice.created)}</td>
                      <td className="py-2.5 pr-4 text-muted-foreground">{invoice.number ?? "—"}</td>
                      <td className="py-2.5 pr-4 text-right tabular-nums">{amount(invoice)}</td>
                      <td className="py-2.5 pr-4">
                        <Badge variant={invoice.status === "paid" ? "success" : "secondary"}>
                          {statusLabel(invoice.status ?? "draft")}
                        </Badge>
                      </td>
                      <td className="py-2.5 text-right">
                        {invoice.hosted_invoice_url ? (
                          <a
                            href={invoice.hosted_invoice_url}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`View invoice ${invoice.number ?? formatBillingDate(invoice.created)}`}
                            className="text-primary underline-offset-4 hover:underline"
                          >
                            View
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
