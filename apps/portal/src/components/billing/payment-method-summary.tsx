import type { TOrgPaymentMethod } from "@parlo/validators";

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  unionpay: "UnionPay",
};

/** "Visa •••• 4242" and "Expires 12/2029" */
export function PaymentMethodSummary({ method }: { method: TOrgPaymentMethod }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium" data-testid="saved-card">
        {BRANDS[method.brand] ?? method.brand} •••• {method.last4}
      </span>
      <span className="text-[13px] text-muted-foreground">
        Expires {String(method.expMonth).padStart(2, "0")}/{method.expYear}
      </span>
    </span>
  );
}
