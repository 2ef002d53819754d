import { applicationFeeMinor, PLATFORM_FEE_PERCENT } from "@parlo/validators";
import { findEventOrg, idOf } from "../event-org";
import { agencyPricing } from "../agency-pricing";
import { storedPlans } from "../agency-billing-state";
import { grantableCredits, grantOrgCredits } from "../grant-org-credits";
import { mirrorOrgSubscription, storedSubscriptionOf } from "../org-subscription";
import type { ConnectEventCall } from "./connect-event";

/** Invoices that start or renew a month of a plan: each grants the plan's credits. */
const PLAN_INVOICES = new Set(["subscription_create", "subscription_cycle"]);

/**
 * invoice.paid on an agency's account: a plan invoice of an org's subscription grants the plan's
 * credits once (reference connect_invoice:<id>) and refreshes the org's subscription. The
 * subscription is read from Stripe; its metadata must name a client org of this agency whose
 * customer the invoice is for. The credits are the stored plan's of the subscription's price,
 * else those the subscription was made with.
 */
export async function onConnectInvoicePaid(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "invoice.paid") return;
  const invoice = call.event.data.object;
  const accountId = call.agency.stripeAccountId;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!invoice.id || !subscriptionId || !accountId || invoice.status !== "paid") return;
  const subscription = await call.stripe.subscriptions.retrieve(subscriptionId, undefined, {
    stripeAccount: accountId,
  });
  const org = await findEventOrg({
    deps: call.deps,
    region: call.region,
    agency: call.agency,
    metadata: subscription.metadata,
  });
  if (!org || !org.stripeCustomerId) return;
  if (idOf(invoice.customer) !== org.stripeCustomerId || idOf(subscription.customer) !== org.stripeCustomerId) return;
  if (PLAN_INVOICES.has(invoice.billing_reason ?? "")) {
    const priceId = storedSubscriptionOf(subscription).priceId;
    const plan = storedPlans(call.agency, agencyPricing(call.agency)).find(
      (candidate) => candidate.priceId !== null && candidate.priceId === priceId,
    );
    // never more than the invoice paid for, and only on a subscription that gives the platform its fee
    const feeTaken = (subscription.application_fee_percent ?? 0) >= PLATFORM_FEE_PERCENT;
    const credits = grantableCredits(
      {
        amount: invoice.amount_paid,
        fee: feeTaken ? applicationFeeMinor(invoice.amount_paid) : 0,
        currency: invoice.currency,
      },
      plan?.credits ?? Number(subscription.metadata.credits ?? 0),
    );
    await grantOrgCredits({
      db: call.deps.db,
      region: call.region,
      orgId: org.id,
      credits,
      reference: `connect_invoice:${invoice.id}`,
      featureKey: "org_plan_credits",
      logMessage: `Plan credits with invoice ${invoice.number ?? invoice.id}`,
    });
  }
  await mirrorOrgSubscription({
    deps: call.deps,
    stripe: call.stripe,
    region: call.region,
    accountId,
    orgId: org.id,
    subscriptionId,
  });
}
