/** Workspace billing over Stripe (workspace-billing.md): one service per spec call, webhooks, automatic recharge, plan limits. */
export { createBillingConfig, createStripeClient, type BillingConfig } from "./stripe-client";
export type { BillingCall } from "./billing-deps";
export { getBillingOverview } from "./get-billing-overview";
export { getUserData, listInvoices } from "./get-user-data";
export { setBillingCountry } from "./set-billing-country";
export { upsertPaymentMethod } from "./upsert-payment-method";
export { createSubscription } from "./create-subscription";
export { confirmSubscriptionPayment } from "./confirm-subscription-payment";
export { topUpUsd, confirmTopUp } from "./top-up";
export { checkAddonStatus, addAddonToSubscription, removeAddonFromSubscription } from "./change-addons";
export { cancelSubscription, reactivateSubscription } from "./cancel-subscription";
export { checkDiscountCode } from "./check-discount-code";
export { changeAutoBilling } from "./change-auto-billing";
export { maybeAutoRecharge, rechargeWhenLow, type AutoRechargeOutcome } from "./auto-recharge";
export { handleStripeWebhook, type WebhookOutcome } from "./handle-stripe-webhook";
export { grantCredits } from "./grant-credits";
export { limitsFor, workspaceLimits } from "./plan-limits";
export { loadBillingWorkspace } from "./billing-workspace";
