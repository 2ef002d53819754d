import type Stripe from "stripe";
import type { BillingCall } from "../billing-deps";
import { emitWorkspaceEvent } from "../../events/forward-workspace-event";
import { grantInvoiceCredits } from "../grant-invoice-credits";
import { syncSubscription } from "../sync-subscription";

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const reference = invoice.parent?.subscription_details?.subscription;
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}

/** invoice.paid: the plan's included credits (once per invoice) and the subscription's new status. */
export async function onInvoicePaid(call: BillingCall & { stripe: Stripe; invoice: Stripe.Invoice }): Promise<void> {
  await grantInvoiceCredits({
    db: call.deps.db,
    region: call.region,
    workspaceId: call.workspaceId,
    invoice: call.invoice,
  });
  const subscriptionId = subscriptionOf(call.invoice);
  if (subscriptionId) {
    await syncSubscription({ ...call, subscriptionId });
  }
  emitWorkspaceEvent({
    deps: call.deps,
    region: call.region,
    workspaceId: call.workspaceId,
    type: "invoice.paid",
    payload: {
      invoiceId: call.invoice.id ?? null,
      number: call.invoice.number,
      amountPaid: call.invoice.amount_paid,
      currency: call.invoice.currency,
      subscriptionId,
    },
  });
}

export { subscriptionOf };
