import type { Region } from "@parlo/db";
import { applicationFeeMinor, creditsForAmountMinor } from "@parlo/validators";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import type { AgencyPricing } from "./agency-pricing";
import { grantOrgCredits } from "./grant-org-credits";

/** The `kind` in the metadata of an org's automatic recharge (PaymentIntent and Checkout Session). */
export const ORG_AUTO_RECHARGE_KIND = "org_auto_recharge";

/** The ledger reference of a payment on a connected account: one grant per PaymentIntent. */
export const connectPaymentReference = (paymentIntentId: string) => `connect_pi:${paymentIntentId}`;

/** The metadata every object of one recharge carries. */
export function orgRechargeMetadata(options: {
  orgId: string;
  region: Region;
  agencyId: string;
  credits: number;
}): Stripe.MetadataParam {
  return {
    orgId: options.orgId,
    region: options.region,
    agencyId: options.agencyId,
    credits: String(options.credits),
    kind: ORG_AUTO_RECHARGE_KIND,
  };
}

/**
 * Grants the credits of a succeeded recharge payment to its org once (reference
 * `connect_pi:<id>`, the same as the purchases' payment_intent.succeeded handler uses), then
 * releases the org's recharge claim so the next drop may recharge again. The payment must carry
 * the platform's 5% fee, and the credits are never more than its amount buys at the agency's
 * price (metadata alone cannot mint credits). Answers whether this call granted them.
 */
export async function grantOrgRechargePayment(options: {
  deps: CoreDeps;
  region: Region;
  orgId: string;
  intent: Stripe.PaymentIntent;
  pricing: AgencyPricing;
}): Promise<boolean> {
  const { intent } = options;
  if (intent.status !== "succeeded") return false;
  if ((intent.application_fee_amount ?? 0) < applicationFeeMinor(intent.amount)) {
    console.error("org auto-recharge: a payment without the platform fee was not granted", intent.id);
    return false;
  }
  const bought = creditsForAmountMinor({
    amountMinor: intent.amount,
    microUsdPerCredit: options.pricing.microUsdPerCredit,
    exchangeRate: options.pricing.exchangeRate,
  });
  const asked = Number(intent.metadata.credits);
  const credits = Number.isInteger(asked) && asked > 0 ? Math.min(asked, bought) : bought;
  const granted = await grantOrgCredits({
    db: options.deps.db,
    region: options.region,
    orgId: options.orgId,
    credits,
    reference: connectPaymentReference(intent.id),
    featureKey: ORG_AUTO_RECHARGE_KIND,
    logMessage: `Automatic recharge (${credits} credits)`,
  });
  await options.deps.db
    .for(options.region)
    .org.updateMany({ where: { id: options.orgId }, data: { autochargeClaimedAt: null } });
  return granted;
}
