export { agencyPricing, priceOfCredits, type AgencyPricing } from "./agency-pricing";
export { grantOrgCredits } from "./grant-org-credits";
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
export { getOrgBillingOverview } from "./org-billing-overview";
export { saveOrgPaymentMethod } from "./save-org-payment-method";
export { buyOrgCredits, confirmOrgPurchase } from "./buy-org-credits";
export {
  grantOrgPayment,
  ORG_CREDITS_KIND,
  ORG_CREDIT_PAYMENT_KINDS,
  orgPaymentReference,
} from "./org-credit-purchase";
export { createAgencySubscriptionSession } from "./create-agency-subscription-session";
export { cancelOrgSubscription } from "./cancel-org-subscription";
export { mirrorOrgSubscription, readStoredSubscription } from "./org-subscription";
