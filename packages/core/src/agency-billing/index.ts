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
export { newOrgAllowsBilling, saveAutoBilling } from "./auto-billing";
