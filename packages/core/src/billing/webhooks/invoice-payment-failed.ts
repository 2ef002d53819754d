import { formatMoney, ZCurrency } from "@parlo/validators";
import type Stripe from "stripe";
import { emitWorkspaceEvent } from "../../events/forward-workspace-event";
import { writeWorkspaceLog } from "../../workspace/write-workspace-log";
import type { BillingCall } from "../billing-deps";
import { workspaceEmails } from "../billing-workspace";
import { syncSubscription } from "../sync-subscription";
import { subscriptionOf } from "./invoice-paid";

/**
 * invoice.payment_failed: mirror the subscription's status (past_due), tell every workspace e-mail
 * and write the workspace log. Stripe retries the payment on its own schedule.
 */
export async function onInvoicePaymentFailed(
  call: BillingCall & { stripe: Stripe; invoice: Stripe.Invoice },
): Promise<void> {
  const { invoice, deps } = call;
  const subscriptionId = subscriptionOf(invoice);
  if (subscriptionId) {
    await syncSubscription({ ...call, subscriptionId });
  }
  const amount = formatMoney(invoice.amount_due, ZCurrency.catch("usd").parse(invoice.currency));
  const link = `${deps.dashboardUrl}/app/${call.region}/account/billing`;
  const emails = await workspaceEmails(deps.db, call.region, call.workspaceId);
  if (emails.length) {
    await deps.mailer
      .send({
        to: emails,
        subject: `${deps.brandName}: your payment of ${amount} failed`,
        html: `<p>We could not charge your card for invoice ${invoice.number ?? invoice.id ?? ""} (${amount}).</p><p>Please update your payment method on the <a href="${link}">billing page</a> to keep your plan.</p>`,
        text: `We could not charge your card for invoice ${invoice.number ?? invoice.id ?? ""} (${amount}). Please update your payment method: ${link}`,
      })
      .catch((error: unknown) => console.error("billing: payment failure e-mail", error));
  }
  await writeWorkspaceLog({
    db: deps.db,
    region: call.region,
    entry: {
      workspaceId: call.workspaceId,
      type: "error",
      content: `Payment of ${amount} failed for invoice ${invoice.number ?? invoice.id ?? ""}.`,
      metadata: { invoiceId: invoice.id ?? null },
      withEmail: emails.length > 0,
    },
  });
  emitWorkspaceEvent({
    deps,
    region: call.region,
    workspaceId: call.workspaceId,
    type: "payment.failed",
    payload: {
      invoiceId: invoice.id ?? null,
      number: invoice.number,
      amountDue: invoice.amount_due,
      currency: invoice.currency,
      subscriptionId,
    },
  });
}
