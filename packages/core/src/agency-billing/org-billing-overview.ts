import { ORG_BILLING_MESSAGES, type TOrgBillingOverview, type TOrgInvoice } from "@parlo/validators";
import type Stripe from "stripe";
import { DomainError } from "../errors";
import { withStripe } from "../billing/billing-errors";
import { storedPlans } from "./agency-billing-state";
import { loadOrgBilling, orgDefaultPaymentMethod, type OrgBilling, type OrgBillingScope } from "./org-billing-context";
import { orgPaymentMethodSummary } from "./org-payment-method-summary";
import { readStoredSubscription, withPlanName } from "./org-subscription";

/** The billing dialog lists this many of the org's newest invoices. */
export const ORG_INVOICES_SHOWN = 4;

function invoiceRow(invoice: Stripe.Invoice): TOrgInvoice | null {
  if (!invoice.id) return null;
  return {
    id: invoice.id,
    number: invoice.number,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status,
    created: invoice.created,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

async function customerDetails(stripe: Stripe, customerId: string, stripeAccount: string) {
  const customer = await stripe.customers.retrieve(customerId, undefined, { stripeAccount });
  if (customer.deleted) return null;
  return { name: customer.name ?? "", email: customer.email ?? "" };
}

/**
 * The org's billing as the client portal shows it, read from the agency's connected account: the
 * saved card, the customer's billing details, the newest invoices, the plan subscription, the
 * agency's plans (when it offers them), the org's credits and what a purchase costs there.
 */
export async function getOrgBillingOverview(scope: OrgBillingScope): Promise<TOrgBillingOverview> {
  const stripeJs = scope.deps.billing?.stripeJs;
  if (!stripeJs) return { available: false };
  let billing: OrgBilling;
  try {
    billing = await loadOrgBilling(scope);
  } catch (error) {
    // loadOrgBilling refuses (FORBIDDEN) exactly the clients who may not use the org's billing
    if (error instanceof DomainError && error.code === "FORBIDDEN") return { available: false };
    throw error;
  }
  const stripeAccount = billing.accountId;
  const customerId = billing.org.stripeCustomerId;
  const allPlans = storedPlans(billing.agency, billing.pricing).filter((plan) => plan.priceId !== null);
  const plans = billing.agency.allowPlans ? allPlans : [];
  const org = await scope.deps.db
    .for(scope.region)
    .org.findUniqueOrThrow({ where: { id: billing.org.id }, select: { loadTokens: true } });
  const [method, details, invoices] = await withStripe(ORG_BILLING_MESSAGES.billingUnavailable, () =>
    Promise.all([
      orgDefaultPaymentMethod(billing),
      customerId ? customerDetails(billing.stripe, customerId, stripeAccount) : Promise.resolve(null),
      customerId
        ? billing.stripe.invoices.list({ customer: customerId, limit: ORG_INVOICES_SHOWN }, { stripeAccount })
        : Promise.resolve(null),
    ]),
  );
  return {
    available: true,
    currency: billing.pricing.currency,
    microUsdPerCredit: billing.pricing.microUsdPerCredit,
    exchangeRate: billing.pricing.exchangeRate,
    credits: org.loadTokens.toNumber(),
    paymentMethod: orgPaymentMethodSummary(method),
    billingDetails: details,
    invoices: (invoices?.data ?? [])
      .map(invoiceRow)
      .filter((row): row is TOrgInvoice => row !== null)
      .slice(0, ORG_INVOICES_SHOWN),
    subscription: withPlanName(readStoredSubscription(billing.org.subscription), allPlans),
    allowCreditPurchases: billing.agency.autoBilling.allowCreditPurchases,
    allowPlans: billing.agency.allowPlans,
    plans,
    stripe: { publishableKey: stripeJs.publishableKey, jsUrl: stripeJs.jsUrl, accountId: stripeAccount },
  };
}
