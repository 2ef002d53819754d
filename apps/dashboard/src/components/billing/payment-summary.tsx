import { formatMoney, type TPricingBreakdown } from "@parlo/validators";
import type { ReactNode } from "react";

function Row({ label, value, testId, strong }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 pt-2 text-base font-semibold" : "flex justify-between gap-4"}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A payment summary from pricingBreakdown: base, add-ons, discount, subtotal, tax (with the
 * profile's description) and total.
 */
export function PaymentSummary({
  breakdown,
  baseLabel,
  taxDescription,
  discountLabel,
  showAddons = true,
}: {
  breakdown: TPricingBreakdown;
  baseLabel: ReactNode;
  taxDescription: string;
  discountLabel?: string;
  showAddons?: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, breakdown.currency);
  return (
    <section aria-label="Payment summary" className="rounded-lg border border-border bg-muted/40 p-4">
      <h3 className="mb-3 text-sm font-semibold">Payment summary</h3>
      <dl className="space-y-1.5 text-sm">
        <Row label={baseLabel} value={money(breakdown.base)} testId="summary-base" />
        {showAddons ? <Row label="Add-ons" value={money(breakdown.addons)} testId="summary-addons" /> : null}
        {breakdown.discount > 0 ? (
          <Row
            label={discountLabel ? `Discount (${discountLabel})` : "Discount"}
            value={money(-breakdown.discount)}
            testId="summary-discount"
          />
        ) : null}
        <div className="border-t border-border pt-1.5">
          <Row label="Subtotal" value={money(breakdown.subtotal)} testId="summary-subtotal" />
        </div>
        <Row label={taxDescription} value={money(breakdown.tax)} testId="summary-tax" />
        <div className="border-t border-border">
          <Row label="Total" value={money(breakdown.total)} testId="summary-total" strong />
        </div>
      </dl>
    </section>
  );
}
