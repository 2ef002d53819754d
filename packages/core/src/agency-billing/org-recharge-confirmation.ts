import type { Region } from "@parlo/db";
import { orgRechargeConfirmationEmail } from "@parlo/email";
import { formatMoney } from "@parlo/validators";
import type Stripe from "stripe";
import { clientPortalUrl } from "../agency/domains/client-portal-url";
import { sendAgencyMailToEach } from "../agency/email-domain/send-agency-mail-to-each";
import type { CoreDeps } from "../deps";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import type { OrgRechargeTarget } from "./org-recharge-target";

/** One recharge the card's bank wants confirmed. */
export interface OrgRechargeToConfirm {
  deps: CoreDeps;
  region: Region;
  target: OrgRechargeTarget;
  amountMinor: number;
  feeMinor: number;
  credits: number;
  metadata: Stripe.MetadataParam;
  /** the claim's key: the Checkout Session is made once per claim */
  claimKey: string;
  /** the off-session PaymentIntent the bank stopped, for the record */
  declinedPaymentIntentId: string | null;
}

/** The agency's one-time price of a recharge amount on its account, found by lookup key or made once. */
async function rechargePrice(target: OrgRechargeTarget, amountMinor: number): Promise<string> {
  const onAccount = { stripeAccount: target.accountId };
  const lookupKey = `parlo_org_recharge_${target.pricing.currency}_${amountMinor}`;
  const find = async () =>
    (await target.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }, onAccount)).data[0]?.id;
  const found = await find();
  if (found) return found;
  try {
    const price = await target.stripe.prices.create(
      {
        currency: target.pricing.currency,
        unit_amount: amountMinor,
        lookup_key: lookupKey,
        product_data: { name: "Credits (automatic recharge)" },
      },
      onAccount,
    );
    return price.id;
  } catch (error) {
    // a concurrent first use made it: take that one
    const made = await find();
    if (made) return made;
    throw error;
  }
}

/** Who is asked: the org's admins, else every client of the org. */
async function recipientsOf(deps: CoreDeps, region: Region, orgId: string): Promise<string[]> {
  const clients = await deps.db.for(region).client.findMany({
    where: { orgId },
    select: { email: true, isOrgAdmin: true },
    orderBy: { email: "asc" },
  });
  const admins = clients.filter((client) => client.isOrgAdmin);
  return [...new Set((admins.length > 0 ? admins : clients).map((client) => client.email))];
}

/**
 * The bank asked for authentication (an off-session charge cannot give it): the recharge becomes
 * a Checkout Session on the agency's account (same amount, fee and metadata, the org's customer)
 * whose link is e-mailed from the agency to the org's admins (else its clients), and the agency's
 * workspace log records it. Its completion grants the credits (onAutoRechargeCheckoutCompleted).
 * Answers the session and how many e-mails went out.
 */
export async function askOrgToConfirmRecharge(
  call: OrgRechargeToConfirm,
): Promise<{ checkoutSessionId: string; url: string; emailed: number }> {
  const { target } = call;
  const portal = clientPortalUrl(call.deps, target.agency);
  const description = `Automatic recharge (${call.credits} credits)`;
  const session = await target.stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [{ price: await rechargePrice(target, call.amountMinor), quantity: 1 }],
      ...(target.org.stripeCustomerId ? { customer: target.org.stripeCustomerId } : {}),
      payment_intent_data: { application_fee_amount: call.feeMinor, metadata: call.metadata, description },
      metadata: call.metadata,
      success_url: `${portal}/billing?recharge=paid`,
      cancel_url: `${portal}/billing`,
    },
    { stripeAccount: target.accountId, idempotencyKey: `org-auto-recharge-checkout-${call.claimKey}` },
  );
  const url = session.url ?? "";
  const message = orgRechargeConfirmationEmail({
    agencyName: target.agency.name,
    orgName: target.org.name,
    amount: formatMoney(call.amountMinor, target.pricing.currency),
    credits: call.credits,
    url,
  });
  const recipients = url ? await recipientsOf(call.deps, call.region, target.org.id) : [];
  const emailed = await sendAgencyMailToEach(
    call.deps,
    { region: call.region, agencyId: target.agency.id },
    recipients.map((to) => ({ to, message })),
    "org auto-recharge: confirmation e-mail",
  );
  await writeWorkspaceLog({
    db: call.deps.db,
    region: call.region,
    entry: {
      workspaceId: target.org.ownerID,
      type: "warning",
      content: `Automatic recharge of ${target.org.name} needs the card holder's confirmation: a payment link was e-mailed to ${emailed} client(s).`,
      metadata: {
        orgId: target.org.id,
        checkoutSessionId: session.id,
        paymentIntentId: call.declinedPaymentIntentId,
        amountMinor: call.amountMinor,
        credits: call.credits,
      },
    },
  });
  return { checkoutSessionId: session.id, url, emailed };
}
