/**
 * Invoice totals, in integer minor units (the product's pricing function uses the same rules):
 *   subtotal = sum of line amounts (unit_amount x quantity)
 *   discount = percent_off: Math.round(base * percent / 100); amount_off: min(amount_off, base), only
 *              in the invoice's currency (base: the subtotal less the discounts applied before it)
 *   taxable  = subtotal - discounts
 *   tax      = Math.round(taxable * percentage / 100) per (exclusive) tax rate
 *   total    = taxable + tax
 * Discounts and taxes are also spread over the lines in proportion to their amounts.
 */
export interface MathLine {
  amount: number;
  taxRates: Array<{ id: string; percentage: number; inclusive: boolean }>;
}

export interface MathDiscount {
  id: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
}

export interface Allocation {
  id: string;
  amount: number;
}

export interface TaxTotal {
  rateId: string;
  amount: number;
  taxableAmount: number;
  inclusive: boolean;
}

export interface InvoiceTotals {
  subtotal: number;
  /** subtotal less inclusive taxes */
  subtotalExcludingTax: number;
  discounts: Allocation[];
  taxes: TaxTotal[];
  /** per line: its share of each discount */
  lineDiscounts: Allocation[][];
  /** per line: its share of each tax, and the amount it was taxed on */
  lineTaxes: TaxTotal[][];
  totalExcludingTax: number;
  total: number;
}

/** Splits `amount` over `weights` in proportion (largest remainders get the leftover units). */
export function spread(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const shares = exact.map((value) => Math.floor(value));
  let left = amount - shares.reduce((total, share) => total + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export function discountAmount(discount: MathDiscount, base: number, currency: string): number {
  if (discount.percentOff !== null) return Math.round((base * discount.percentOff) / 100);
  if (discount.amountOff !== null && discount.currency?.toLowerCase() === currency.toLowerCase()) {
    return Math.min(discount.amountOff, base);
  }
  return 0;
}

export function taxAmount(taxable: number, percentage: number, inclusive: boolean): number {
  if (inclusive) return taxable - Math.round(taxable / (1 + percentage / 100));
  return Math.round((taxable * percentage) / 100);
}

export function invoiceTotals(lines: MathLine[], discounts: MathDiscount[], currency: string): InvoiceTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const lineDiscounts: Allocation[][] = lines.map(() => []);
  const applied: Allocation[] = [];
  let base = subtotal;
  for (const discount of discounts) {
    const amount = discountAmount(discount, base, currency);
    base -= amount;
    applied.push({ id: discount.id, amount });
    spread(
      amount,
      lines.map((line) => line.amount),
    ).forEach((share, index) => lineDiscounts[index]?.push({ id: discount.id, amount: share }));
  }
  const taxable = lines.map(
    (line, index) => line.amount - (lineDiscounts[index] ?? []).reduce((sum, entry) => sum + entry.amount, 0),
  );
  const lineTaxes: TaxTotal[][] = lines.map(() => []);
  const taxes: TaxTotal[] = [];
  const rates = new Map<string, { percentage: number; inclusive: boolean }>();
  for (const line of lines) for (const rate of line.taxRates) rates.set(rate.id, rate);
  for (const [rateId, rate] of rates) {
    const weights = lines.map((line, index) =>
      line.taxRates.some((entry) => entry.id === rateId) ? (taxable[index] ?? 0) : 0,
    );
    const taxableAmount = weights.reduce((sum, weight) => sum + weight, 0);
    const amount = taxAmount(taxableAmount, rate.percentage, rate.inclusive);
    taxes.push({ rateId, amount, taxableAmount, inclusive: rate.inclusive });
    const shares = spread(amount, weights);
    lines.forEach((line, index) => {
      if (!line.taxRates.some((entry) => entry.id === rateId)) return;
      lineTaxes[index]?.push({
        rateId,
        amount: shares[index] ?? 0,
        taxableAmount: weights[index] ?? 0,
        inclusive: rate.inclusive,
      });
    });
  }
  const discounted = subtotal - applied.reduce((sum, entry) => sum + entry.amount, 0);
  const exclusiveTax = taxes.filter((tax) => !tax.inclusive).reduce((sum, tax) => sum + tax.amount, 0);
  const inclusiveTax = taxes.filter((tax) => tax.inclusive).reduce((sum, tax) => sum + tax.amount, 0);
  return {
    subtotal,
    subtotalExcludingTax: subtotal - inclusiveTax,
    discounts: applied,
    taxes,
    lineDiscounts,
    lineTaxes,
    totalExcludingTax: discounted - inclusiveTax,
    total: discounted + exclusiveTax,
  };
}
