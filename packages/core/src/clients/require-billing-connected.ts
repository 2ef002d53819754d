import { CLIENT_MESSAGES, ORG_BILLING_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";

/**
 * Enable Billing can be turned on only once the agency's card payments are connected (its clients
 * pay on its connected account); turning it off is always allowed.
 */
export function requireBillingConnected(
  agency: { stripeConnected: boolean } | null,
  allowBilling: boolean | undefined,
) {
  if (allowBilling === true && !agency?.stripeConnected) {
    throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.connectPaymentsFirst);
  }
}

/**
 * The Billing page can be given (to a client, an org's defaults, the agency's defaults) only once
 * the agency's card payments are connected. Pages already given stay: only adding it is refused.
 */
export function requireBillingPageAllowed(
  agency: { stripeConnected: boolean } | null,
  pages: readonly string[] | undefined,
  before: readonly string[] = [],
) {
  if (pages?.includes("billing") && !before.includes("billing") && !agency?.stripeConnected) {
    throw new DomainError("BAD_REQUEST", CLIENT_MESSAGES.billingNeedsPayments);
  }
}
