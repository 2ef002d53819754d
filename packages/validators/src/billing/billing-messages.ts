/**
 * Workspace billing's user-facing texts (workspace-billing.md sections 2, 5 and 8), one place for
 * the billing page, the server and the tests.
 */
export const BILLING_MESSAGES = {
  // auto-recharge
  autochargeSaved: "Autocharge settings saved!",
  autochargeFailed: "Failed to save settings",
  freePlanNoAutocharge: "You are on the free plan. You cannot enable auto-recharge.",
  // top-up
  topUpDone: "Successfully topped up balance.",
  topUpFailed: "Failed to top up balance",
  topUpTooltip: "Upgrade to a paid plan to top up your balance",
  /** answers already being written when the balance ran out are charged; the debt comes off the next credits */
  creditsOwed: (credits: string) =>
    `${credits} credits owed: answers already on their way when the balance ran out. Your next credits settle this first.`,
  topUpMinimum: "Minimum amount: {symbol}5",
  // payment method and subscription
  paymentUpdated: "Payment information updated successfully.",
  paymentUpdateFailed: "Failed to update payment information",
  paymentSaveFailed: "Failed to save payment information",
  subscriptionFailed: "Failed to create subscription. Please try again.",
  cardError: "An error occurred with your payment.",
  confirmationFailed: "Payment confirmation failed",
  confirmationIncomplete: "Failed to complete payment confirmation",
  stripeNotInitialized: "Stripe not initialized.",
  paymentFailedWithStatus: "Payment failed with status: {status}",
  addressIncomplete: "Please complete all required address fields.",
  missingConfiguration: "Missing required configuration",
  cardOrAddressMissing: "Card or address form is missing",
  applePayNotImplemented: "Apple Pay is not yet implemented.",
  // add-ons
  addonsLoadFailed: "Failed to load addon information.",
  addonsPrepareFailed: "Failed to prepare addon changes.",
  addonsSaveFailed: "Failed to update addons.",
  addonsPartial: "Some addons could not be processed.",
  addonsSaved: "Addons updated successfully.",
  addonsNoChanges: "No changes to save.",
  addonsNeedSubscription: "You need an active subscription to add addons.",
  addonsNote: "Add-ons are billed monthly with your subscription and are non-refundable.",
  addonsNextCycle: "Changes take effect in the next billing cycle.",
  // cancel and reactivate
  cancelFailed: "Error cancelling subscription.",
  cancelled: "Subscription cancelled successfully.",
  reactivateFailed: "Error reactivating subscription.",
  reactivated: "Subscription reactivated successfully.",
  cancelReasonRequired: "Please choose a reason.",
  cancelOtherRequired: "Please tell us the reason.",
  // discount
  discountEmpty: "Please enter a discount code",
  discountInvalid: "Invalid discount code",
  // other
  planNotFound: "Error: Plan not found.",
  workspaceMissing: "Error: Cannot access workspace information.",
  loadFailed: "Failed to load subscription data.",
  notConfigured: "Payments are not configured on this installation.",
  noPaymentMethod: "Please add a payment method first.",
  alreadySubscribed: "This workspace already has a subscription.",
  noSubscription: "This workspace has no subscription.",
  enterpriseContact: "Enterprise plans are sold by our sales team. Please contact sales.",
  ownerOnly: "Only the workspace owner can manage billing.",
  agentLimit: "Your plan allows {limit} agents. Upgrade your plan to create more.",
} as const;

/** Fills `{name}` placeholders of a message. */
export function billingMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
