import { ORG_BILLING_MESSAGES, type TOrgPaymentMethod } from "@parlo/validators";
import { DomainError } from "../errors";
import { withStripe } from "../billing/billing-errors";
import { ensureOrgCustomer, loadOrgBilling, type OrgBillingScope } from "./org-billing-context";
import { orgPaymentMethodSummary } from "./org-payment-method-summary";
import { releaseDeclinedRechargeHold } from "./org-recharge-hold";
import { idOf } from "./event-org";

/**
 * update-payment: the card the browser made with Stripe.js on the agency's account becomes the
 * org customer's card and its default (invoice_settings.default_payment_method), for purchases,
 * plan invoices and recharges. A card already held by another customer is refused. A recharge
 * held for a declined card may run again at the next drop under the threshold.
 */
export async function saveOrgPaymentMethod(
  scope: OrgBillingScope & { paymentMethodId: string },
): Promise<{ customerId: string; paymentMethod: TOrgPaymentMethod }> {
  const billing = await loadOrgBilling(scope);
  const stripeAccount = billing.accountId;
  const customerId = await withStripe(ORG_BILLING_MESSAGES.paymentMethodFailed, () =>
    ensureOrgCustomer({ deps: scope.deps, region: scope.region, billing }),
  );
  const saved = await withStripe(ORG_BILLING_MESSAGES.paymentMethodFailed, async () => {
    let method = await billing.stripe.paymentMethods.retrieve(scope.paymentMethodId, undefined, { stripeAccount });
    const holder = idOf(method.customer);
    if (holder && holder !== customerId) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.paymentMethodFailed);
    if (!holder) {
      method = await billing.stripe.paymentMethods.attach(method.id, { customer: customerId }, { stripeAccount });
    }
    await billing.stripe.customers.update(
      customerId,
      { invoice_settings: { default_payment_method: method.id } },
      { stripeAccount },
    );
    const summary = orgPaymentMethodSummary(method);
    if (!summary) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.paymentMethodFailed);
    return { customerId, paymentMethod: summary };
  });
  await releaseDeclinedRechargeHold(scope.deps, scope.region, billing.org.id);
  return saved;
}
