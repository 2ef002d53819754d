/** Where the client came back from to the Billing page: a plan's Checkout, or an e-mailed recharge link. */
export type BillingReturn = "subscribed" | "recharge-paid";

/** The return named by the Billing page's query (`?subscription=success`, `?recharge=paid`), or null. */
export function billingReturnOf(query: Record<string, string | string[] | undefined>): BillingReturn | null {
  if (query.subscription === "success") return "subscribed";
  if (query.recharge === "paid") return "recharge-paid";
  return null;
}
