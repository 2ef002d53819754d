import { BILLING_MESSAGES, type TGetUserDataOutput, type TInvoiceSummary } from "@parlo/validators";
import { withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { loadBillingWorkspace } from "./billing-workspace";
import { defaultPaymentMethod, paymentMethodSummary } from "./payment-method-summary";
import { catalogueKeyOf } from "./stripe-catalogue";

/**
 * get-user-data: the workspace's Stripe customer, its subscriptions (the active one first), the
 * saved card, the currency and the active subscription's items.
 */
export async function getUserData(call: BillingCall): Promise<TGetUserDataOutput> {
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  const base = { internalKeyRef: "default", currency: workspace.profile.currency };
  const customerId = workspace.stripeCustomerId;
  const stripe = call.deps.billing?.stripe;
  // without Stripe (or before the first payment) there is nothing to read there
  if (!customerId || !stripe)
    return { ...base, customer: null, subscriptions: [], paymentMethod: null, subscriptionItems: [] };
  return withStripe(BILLING_MESSAGES.loadFailed, async () => {
    const [customer, method, list] = await Promise.all([
      stripe.customers.retrieve(customerId),
      defaultPaymentMethod(stripe, customerId),
      stripe.subscriptions.list({ customer: customerId, status: "all", limit: 10 }),
    ]);
    const subscriptions = [...list.data].sort((a, b) => Number(b.status === "active") - Number(a.status === "active"));
    const active = subscriptions[0];
    return {
      ...base,
      customer: customer.deleted
        ? null
        : { id: customer.id, email: customer.email ?? null, name: customer.name ?? null },
      subscriptions: subscriptions.map((subscription) => ({
        id: subscription.id,
        status: subscription.status,
        cancel_at_period_end: subscription.cancel_at_period_end,
        cancel_at: subscription.cancel_at,
        current_period_end: subscription.items.data[0]?.current_period_end ?? null,
      })),
      paymentMethod: paymentMethodSummary(method),
      subscriptionItems: (active?.items.data ?? []).map((item) => ({
        id: item.id,
        priceId: item.price.id,
        key: catalogueKeyOf(item.price) ?? item.price.id,
        quantity: item.quantity ?? 0,
      })),
    };
  });
}

/** The workspace's recent invoices (newest first; the billing page shows them with their links). */
export async function listInvoices(call: BillingCall & { limit?: number }): Promise<TInvoiceSummary[]> {
  const billing = call.deps.billing;
  if (!billing) return [];
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  const customerId = workspace.stripeCustomerId;
  if (!customerId) return [];
  return withStripe(BILLING_MESSAGES.loadFailed, async () => {
    const invoices = await billing.stripe.invoices.list({ customer: customerId, limit: call.limit ?? 10 });
    return invoices.data.map((invoice) => ({
      id: invoice.id ?? "",
      number: invoice.number ?? null,
      created: invoice.created,
      hosted_invoice_url: invoice.hosted_invoice_url ?? null,
      total: invoice.total,
      currency: invoice.currency,
      status: invoice.status ?? null,
    }));
  });
}
