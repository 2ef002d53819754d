import type { OrgRechargeIssue, Region } from "@parlo/db";
import { ORG_BILLING_MESSAGES, readAgencyAutoBilling, type TAgencyAutoBilling } from "@parlo/validators";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { requireBilling } from "../billing/billing-errors";
import { agencyPricing, type AgencyPricing } from "./agency-pricing";

/** The signed-in client's scope (portalClientScopeOf). */
export interface OrgBillingScope {
  deps: CoreDeps;
  region: Region;
  agencyId: string;
  workspaceId: string;
  clientId: string;
  orgId: string;
}

/** What every client-billing service works with: the org, its agency's connected account and prices. */
export interface OrgBilling {
  stripe: Stripe;
  /** the agency's connected account: every client-billing object lives there (Stripe-Account) */
  accountId: string;
  agency: {
    id: string;
    name: string;
    allowPlans: boolean;
    clientPlans: unknown;
    userId: string;
    /** the Auto Billing tab's switches: whether clients may buy credits and turn on auto-recharge */
    autoBilling: TAgencyAutoBilling;
  };
  org: {
    id: string;
    name: string;
    ownerID: string;
    stripeCustomerId: string | null;
    subscription: unknown;
    autocharge: unknown;
    /** why the last automatic recharge did not go through (org-recharge-hold) */
    autochargeIssue: OrgRechargeIssue | null;
    autochargeIssueDetail: string | null;
  };
  client: { id: string; email: string; name: string; isOrgAdmin: boolean };
  pricing: AgencyPricing;
}

/**
 * The org's billing, for a client allowed to use it: the client has the Billing page, its org
 * allows billing (Enable Billing) and belongs to the host's agency, and that agency's payments are
 * connected. Anything else: "Billing is not available for this organization." The account is
 * always the host agency's own, never one taken from the input.
 */
export async function loadOrgBilling(scope: OrgBillingScope): Promise<OrgBilling> {
  const billing = requireBilling(scope.deps.billing);
  const db = scope.deps.db.for(scope.region);
  const [agency, client] = await Promise.all([
    db.agency.findUnique({ where: { id: scope.agencyId } }),
    db.client.findUnique({
      where: { id: scope.clientId },
      select: { id: true, email: true, name: true, isOrgAdmin: true, canAccess: true, orgId: true, org: true },
    }),
  ]);
  const org = client?.org;
  const unavailable = () => new DomainError("FORBIDDEN", ORG_BILLING_MESSAGES.billingUnavailable);
  if (!agency || !client || !org || client.orgId !== scope.orgId) throw unavailable();
  if (org.ownerID !== agency.userId || org.ownerID !== scope.workspaceId) throw unavailable();
  if (!org.allowBilling || !client.canAccess.includes("billing")) throw unavailable();
  if (!agency.stripeAccountId || !agency.stripeConnected) throw unavailable();
  return {
    stripe: billing.stripe,
    accountId: agency.stripeAccountId,
    agency: {
      id: agency.id,
      name: agency.name,
      allowPlans: agency.allowPlans,
      clientPlans: agency.clientPlans,
      userId: agency.userId,
      autoBilling: readAgencyAutoBilling(agency.settings),
    },
    org: {
      id: org.id,
      name: org.name,
      ownerID: org.ownerID,
      stripeCustomerId: org.stripeCustomerId,
      subscription: org.subscription,
      autocharge: org.autocharge,
      autochargeIssue: org.autochargeIssue,
      autochargeIssueDetail: org.autochargeIssueDetail,
    },
    client: { id: client.id, email: client.email, name: client.name, isOrgAdmin: client.isOrgAdmin },
    pricing: agencyPricing(agency),
  };
}

/**
 * The org's customer on the agency's connected account, made on first need (one per org: the
 * first writer's id is kept, a concurrent second customer is deleted again).
 */
export async function ensureOrgCustomer(call: {
  deps: CoreDeps;
  region: Region;
  billing: OrgBilling;
}): Promise<string> {
  const { billing } = call;
  if (billing.org.stripeCustomerId) return billing.org.stripeCustomerId;
  const onAccount = { stripeAccount: billing.accountId };
  const customer = await billing.stripe.customers.create(
    {
      name: billing.org.name,
      email: billing.client.email,
      metadata: { orgId: billing.org.id, region: call.region, agencyId: billing.agency.id },
    },
    { ...onAccount, idempotencyKey: `org-customer-${billing.org.id}` },
  );
  const db = call.deps.db.for(call.region);
  const stored = await db.org.updateMany({
    where: { id: billing.org.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (stored.count === 1) return customer.id;
  const row = await db.org.findUniqueOrThrow({ where: { id: billing.org.id }, select: { stripeCustomerId: true } });
  if (row.stripeCustomerId !== customer.id) {
    await billing.stripe.customers.del(customer.id, onAccount).catch(() => undefined);
  }
  return row.stripeCustomerId ?? customer.id;
}

/** The org customer's default card on the connected account, or null. */
export async function orgDefaultPaymentMethod(
  billing: Pick<OrgBilling, "stripe" | "accountId"> & { org: Pick<OrgBilling["org"], "stripeCustomerId"> },
): Promise<Stripe.PaymentMethod | null> {
  if (!billing.org.stripeCustomerId) return null;
  const onAccount = { stripeAccount: billing.accountId };
  const customer = await billing.stripe.customers.retrieve(
    billing.org.stripeCustomerId,
    { expand: ["invoice_settings.default_payment_method"] },
    onAccount,
  );
  if (customer.deleted) return null;
  const method = customer.invoice_settings.default_payment_method;
  if (method && typeof method !== "string") return method;
  const methods = await billing.stripe.paymentMethods.list(
    { customer: billing.org.stripeCustomerId, type: "card", limit: 1 },
    onAccount,
  );
  return methods.data[0] ?? null;
}
