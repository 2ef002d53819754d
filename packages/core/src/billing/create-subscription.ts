import {
  BILLING_MESSAGES,
  findAddon,
  type TCreateSubscriptionOutput,
  type TCreateSubscriptionInput,
} from "@parlo/validators";
import type Stripe from "stripe";
import { DomainError } from "../errors";
import { requireBilling, withStripe } from "./billing-errors";
import type { BillingCall } from "./billing-deps";
import { loadBillingWorkspace } from "./billing-workspace";
import { findDiscount } from "./check-discount-code";
import { grantInvoiceCredits } from "./grant-invoice-credits";
import { invoicePaymentIntent, invoiceTax, latestInvoice } from "./invoice-payment";
import { syncSubscription } from "./sync-subscription";
import { defaultPaymentMethod } from "./payment-method-summary";
import { ensurePrice, ensureTaxRate } from "./stripe-catalogue";

type Input = Omit<TCreateSubscriptionInput, "region" | "workspaceId">;

/** Statuses of a subscription that still stands in the way of a new one. */
const STANDING = new Set(["active", "trialing", "past_due", "unpaid", "paused"]);

/**
 * create-subscription: subscribes the workspace to pay as you go with the chosen add-ons and
 * discount code, in the workspace's currency with its tax rate, charging the saved card. A card
 * that needs 3-D Secure answers requiresAction with the client secret (the browser confirms it,
 * then confirm-subscription-payment); a declined card cancels the half-made subscription and
 * answers the bank's message.
 */
export async function createSubscription(call: BillingCall & { input: Input }): Promise<TCreateSubscriptionOutput> {
  const { stripe } = requireBilling(call.deps.billing);
  const { input } = call;
  if (input.planId === "enterprise") throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.enterpriseContact);
  if (input.planId !== "pay_as_you_go") throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.planNotFound);
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  if (workspace.stripeSubscriptionId && STANDING.has(workspace.subscriptionStatus ?? "")) {
    throw new DomainError("CONFLICT", BILLING_MESSAGES.alreadySubscribed);
  }
  if (!workspace.stripeCustomerId) throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.noPaymentMethod);
  const customerId = workspace.stripeCustomerId;
  const { currency } = workspace.profile;

  return withStripe(BILLING_MESSAGES.subscriptionFailed, async () => {
    if (!(await defaultPaymentMethod(stripe, customerId))) {
      throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.noPaymentMethod);
    }
    // an earlier attempt left waiting for 3-D Secure is replaced by this one
    if (workspace.stripeSubscriptionId) {
      await stripe.subscriptions.cancel(workspace.stripeSubscriptionId).catch(() => undefined);
      await call.deps.db.for(call.region).workspace.update({
        where: { id: call.workspaceId },
        data: { stripeSubscriptionId: null, subscriptionStatus: null },
      });
    }
    const items: Stripe.SubscriptionCreateParams.Item[] = [
      { price: await ensurePrice(stripe, "plan:pay_as_you_go", currency), quantity: 1 },
    ];
    for (const line of input.addonsToShow) {
      const addon = findAddon(line.addonId);
      const quantity = Math.min(line.quantity, addon?.maxQuantity ?? 10);
      if (addon && quantity > 0) {
        items.push({ price: await ensurePrice(stripe, `addon:${addon.id}`, currency), quantity });
      }
    }
    const taxRate = await ensureTaxRate(stripe, workspace.profile);
    let discounts: Stripe.SubscriptionCreateParams.Discount[] | undefined;
    if (input.discountCode) {
      const found = await findDiscount(stripe, input.discountCode, currency);
      if (!found) throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.discountInvalid);
      discounts = [found.promotionCodeId ? { promotion_code: found.promotionCodeId } : { coupon: found.couponId }];
    }
    const subscription = await stripe.subscriptions.create({
      customer: customerId,
      items,
      ...(taxRate ? { default_tax_rates: [taxRate] } : {}),
      ...(discounts ? { discounts } : {}),
      payment_behavior: "allow_incomplete",
      proration_behavior: "none",
      metadata: { workspaceId: call.workspaceId, region: call.region, planId: input.planId },
      expand: ["latest_invoice.payments", "latest_invoice.confirmation_secret"],
    });
    const invoice = await latestInvoice(stripe, subscription);
    const payment = invoice ? await invoicePaymentIntent(stripe, invoice) : null;
    if (payment && payment.status === "requires_payment_method") {
      await stripe.subscriptions.cancel(subscription.id).catch(() => undefined);
      throw new DomainError("PAYMENT_REQUIRED", payment.last_payment_error?.message ?? BILLING_MESSAGES.cardError);
    }
    await syncSubscription({ ...call, stripe, subscriptionId: subscription.id });
    if (invoice)
      await grantInvoiceCredits({ db: call.deps.db, region: call.region, workspaceId: call.workspaceId, invoice });
    const requiresAction = payment?.status === "requires_action";
    return {
      status: payment?.status ?? invoice?.status ?? subscription.status,
      requiresAction,
      clientSecret: requiresAction
        ? (invoice?.confirmation_secret?.client_secret ?? payment?.client_secret ?? null)
        : null,
      paymentIntentId: payment?.id ?? null,
      transactionId: invoice?.id ?? null,
      amountPaid: invoice?.amount_paid ?? 0,
      tax: { currency, amount: invoice ? invoiceTax(invoice) : 0 },
      subscriptionId: subscription.id,
    };
  });
}
