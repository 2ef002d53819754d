import { ORG_BILLING_MESSAGES } from "@parlo/validators";
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
