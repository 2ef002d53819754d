/**
 * The messages of the SAAS Mode tab's card-payment steps and plans, and of client billing
 * (agency-shell-dashboards.md sections 5 and 8). Zod-free.
 */
export const AGENCY_BILLING_MESSAGES = {
  invalidNumber: "Please enter a valid number",
  billingSaved: "Billing settings saved",
  plansSaved: "Plans saved successfully",
  plansFailed: "Failed to save plans",
  workspaceNotFound: "Workspace not found",
  featureWithText: "Each plan must have at least one feature with text",
  maxFeatures: "Maximum of 5 features allowed",
  lastFeature: "Each plan must have at least one feature",
  stepOrder: "Please complete steps 1 and 2 & click save billing settings before setting up subscription plans",
  accountConnected: "Account Connected",
  /** a step needing the connected account before step 1 is done */
  noAccount: "Create your connected account first (step 1).",
  /** the Connect calls without Stripe configured on this installation */
  notConfigured: "Payments are not configured on this installation.",
} as const;

export const ORG_BILLING_MESSAGES = {
  creditsPurchased: "Credits purchased successfully",
  purchaseFailed: "Failed to purchase credits",
  subscriptionFailed: "Failed to create subscription",
  subscriptionCanceled: "Subscription successfully canceled",
  cancelFailed: "Failed to cancel subscription",
  clientUpdated: "Updated client data",
  clientUpdateFailed: "Failed to update client data",
  addPaymentMethod: "Please add a payment method to continue",
  addPaymentMethodForRecharge: "Please add a payment method before enabling auto-recharge settings.",
  rechargeFailed: "Failed to update auto-recharge settings.",
  rechargeSaved: "Auto-recharge settings saved",
  paymentMethodSaved: "Payment method saved",
  /** the card could not be saved (the widget only logs it, the spec shows no message) */
  paymentMethodFailed: "Failed to save payment method",
  /** a second plan subscription while one is live */
  alreadySubscribed: "This organization already has a subscription.",
  /** cancel without a subscription */
  noSubscription: "This organization has no subscription.",
  /** a purchase confirmation naming a payment that is not this org's */
  unknownPurchase: "This payment was not found.",
  /** billing asked of an org whose agency has not connected payments, or that does not allow billing */
  billingUnavailable: "Billing is not available for this organization.",
  /** the agency's Auto Billing turned auto-recharge off */
  autoRechargeNotOffered: "Auto-recharge is not offered for this organization.",
  /** the agency's Auto Billing turned credit purchases off */
  purchasesNotOffered: "Credit purchases are not offered for this organization.",
  /** Enable Billing (or the Billing page) asked for before the agency's payments are connected */
  connectPaymentsFirst: "Connect card payments (SAAS Mode) before enabling billing for an organization.",
  /** a purchase outside the card's range */
  invalidCredits: "Choose between 1,000 and 50,000 credits, in steps of 500.",
  /** a plan id that is not one of the agency's */
  unknownPlan: "This plan is not available.",
  /** the card asked for authentication: the purchase waits for it */
  authenticationRequired: "Your bank asks you to confirm this payment.",
  /** the Auto-Recharge card, when the last automatic recharge waits for the e-mailed payment link */
  rechargeNeedsConfirmation:
    "Your bank asked to confirm the last automatic recharge. A payment link was e-mailed to your organization; it works for 24 hours.",
  /** the Auto-Recharge card's button to that payment link */
  rechargeConfirmPayment: "Confirm payment",
} as const;

/** The Auto-Recharge card's note when the last automatic recharge was declined (the card's reason, when known). */
export const orgRechargeDeclinedMessage = (reason: string | null): string =>
  `The last automatic recharge failed${reason ? `: ${reason.replace(/\.$/, "")}` : ""}. Update your payment method to try again.`;
