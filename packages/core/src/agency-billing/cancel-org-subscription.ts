import { ORG_BILLING_MESSAGES, type TOrgSubscription } from "@parlo/validators";
import { DomainError } from "../errors";
import { withStripe } from "../billing/billing-errors";
import { storedPlans } from "./agency-billing-state";
import { loadOrgBilling, type OrgBillingScope } from "./org-billing-context";
import { mirrorOrgSubscription, readStoredSubscription, withPlanName } from "./org-subscription";

/**
 * cancel-subscription: ends the org's plan subscription on the agency's account at once (no
 * further invoices, no more plan credits; what was granted stays) and stores its canceled state.
 */
export async function cancelOrgSubscription(
  scope: OrgBillingScope,
): Promise<{ subscription: TOrgSubscription | null }> {
  const billing = await loadOrgBilling(scope);
  const current = readStoredSubscription(billing.org.subscription);
  if (!current) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.noSubscription);
  const stripeAccount = billing.accountId;
  const stored = await withStripe(ORG_BILLING_MESSAGES.cancelFailed, async () => {
    const subscription = await billing.stripe.subscriptions.retrieve(current.id, undefined, { stripeAccount });
    if (subscription.status !== "canceled" && subscription.status !== "incomplete_expired") {
      await billing.stripe.subscriptions.cancel(current.id, undefined, { stripeAccount });
    }
    return mirrorOrgSubscription({
      deps: scope.deps,
      stripe: billing.stripe,
      region: scope.region,
      accountId: stripeAccount,
      orgId: billing.org.id,
      subscriptionId: current.id,
    });
  });
  return { subscription: withPlanName(stored, storedPlans(billing.agency, billing.pricing)) };
}
