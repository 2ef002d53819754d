export { agencyPricing, priceOfCredits, type AgencyPricing } from "./agency-pricing";
export { connectPaymentReference, grantableCredits, grantOrgCredits, paymentCharge } from "./grant-org-credits";
export { findAgencyByAccount, requireOwnerAgency } from "./connected-agency";
export { getAgencyBillingState, toAgencyBillingState } from "./agency-billing-state";
export { createConnectedAccount, createAccountLink, refreshConnectedAccount } from "./connect-account";
export { saveBillingSettings } from "./save-billing-settings";
export { upsertAgencyPlans } from "./upsert-agency-plans";
export { assemblePreBuiltPlansFromStripe, getPlanPrices, type StripePlan } from "./assemble-plans-from-stripe";
export { handleConnectWebhook, type ConnectWebhookOutcome } from "./handle-connect-webhook";
export {
  ensureOrgCustomer,
  loadOrgBilling,
  orgDefaultPaymentMethod,
  type OrgBilling,
  type OrgBillingScope,
} from "./org-billing-context";
export { newOrgAllowsBilling, saveAutoBilling } from "./auto-billing";
export { getOrgAutoRecharge, saveOrgAutoRecharge } from "./org-auto-recharge-settings";
export { maybeOrgAutoRecharge, type OrgAutoRechargeOutcome } from "./maybe-org-auto-recharge";
export { ORG_RECHARGE_CHARGE_HOLD_MINUTES, ORG_RECHARGE_ISSUE_HOLD_HOURS } from "./org-recharge-hold";
export { rechargeAfterCharge, type AnswerCharge } from "./org-recharge-when-low";
export { ORG_AUTO_RECHARGE_KIND } from "./org-recharge-payment";
export { onAutoRechargeCheckoutCompleted } from "./connect-webhooks/org-auto-recharge-checkout-completed";
export { getOrgBillingOverview } from "./org-billing-overview";
export { saveOrgPaymentMethod } from "./save-org-payment-method";
export { buyOrgCredits, confirmOrgPurchase } from "./buy-org-credits";
export { grantOrgPayment, ORG_CREDITS_KIND, ORG_CREDIT_PAYMENT_KINDS } from "./org-credit-purchase";
export { createAgencySubscriptionSession } from "./create-agency-subscription-session";
export { cancelOrgSubscription } from "./cancel-org-subscription";
export { mirrorOrgSubscription, readStoredSubscription } from "./org-subscription";
