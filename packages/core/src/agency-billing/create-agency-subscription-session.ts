import { ORG_BILLING_MESSAGES, PLATFORM_FEE_PERCENT } from "@parlo/validators";
import { DomainError } from "../errors";
import { withStripe } from "../billing/billing-errors";
import { clientPortalUrl } from "../agency/domains/client-portal-url";
import { storedPlans } from "./agency-billing-state";
import { ensureOrgCustomer, loadOrgBilling, type OrgBillingScope } from "./org-billing-context";
import { readStoredSubscription } from "./org-subscription";

/** Subscription states that still bill the org: a second plan is refused while one is. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due", "incomplete", "unpaid"]);

/**
 * createAgencySubscriptionSession: a Checkout Session (subscription mode) on the agency's account
 * for one of its stored plans, for the org's customer; the platform keeps 5% of every invoice
 * (application_fee_percent) and the subscription carries {orgId, region, agencyId, credits}, so
 * its paid invoices grant the plan's credits. Success and cancel return to the portal's billing
 * page on the host the client called from (`origin`), else the agency's portal address.
 */
export async function createAgencySubscriptionSession(
  scope: OrgBillingScope & { priceId: string; origin: string | null },
): Promise<{ sessionUrl: string; redirect: boolean }> {
  const billing = await loadOrgBilling(scope);
  const plan = billing.agency.allowPlans
    ? storedPlans(billing.agency, billing.pricing).find((candidate) => candidate.priceId === scope.priceId)
    : undefined;
  if (!plan?.priceId) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.unknownPlan);
  const current = readStoredSubscription(billing.org.subscription);
  if (current && LIVE_STATUSES.has(current.status)) {
    throw new DomainError("CONFLICT", ORG_BILLING_MESSAGES.alreadySubscribed);
  }
  let origin = scope.origin;
  if (!origin) {
    const agency = await scope.deps.db.for(scope.region).agency.findUniqueOrThrow({ where: { id: billing.agency.id } });
    origin = clientPortalUrl(scope.deps, agency);
  }
  const billingPage = `${origin.replace(/\/+$/, "")}/billing`;
  const customer = await withStripe(ORG_BILLING_MESSAGES.subscriptionFailed, () =>
    ensureOrgCustomer({ deps: scope.deps, region: scope.region, billing }),
  );
  const metadata = {
    orgId: billing.org.id,
    region: scope.region,
    agencyId: billing.agency.id,
    credits: String(plan.credits),
  };
  const session = await withStripe(ORG_BILLING_MESSAGES.subscriptionFailed, () =>
    billing.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        line_items: [{ price: plan.priceId ?? scope.priceId, quantity: 1 }],
        subscription_data: { application_fee_percent: PLATFORM_FEE_PERCENT, metadata },
        metadata,
        client_reference_id: billing.org.id,
        success_url: `${billingPage}?subscription=success`,
        cancel_url: `${billingPage}?subscription=canceled`,
      },
      { stripeAccount: billing.accountId },
    ),
  );
  if (!session.url) throw new DomainError("BAD_GATEWAY", ORG_BILLING_MESSAGES.subscriptionFailed);
  return { sessionUrl: session.url, redirect: true };
}
