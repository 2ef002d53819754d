import type { Region } from "@parlo/db";
import { creditsForAmountMinor } from "@parlo/validators";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import type { AgencyPricing } from "./agency-pricing";
import { clearOrgRechargeHold } from "./org-recharge-hold";
import { connectPaymentReference, grantableCredits, grantOrgCredits, paymentCharge } from "./grant-org-credits";

/** The `kind` in the metadata of an org's automatic recharge (PaymentIntent and Checkout Session). */
export const ORG_AUTO_RECHARGE_KIND = "org_auto_recharge";

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
 * ends the org's recharge hold and issue so the next drop may recharge again. The payment must carry
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
  const bought = creditsForAmountMinor({
    amountMinor: intent.amount,
    microUsdPerCredit: options.pricing.microUsdPerCredit,
    exchangeRate: options.pricing.exchangeRate,
  });
  const asked = Number(intent.metadata.credits);
  // never more than it paid for, with the platform's fee (grantableCredits), nor than it buys at the agency's price
  const credits = Math.min(
    grantableCredits(paymentCharge(intent), Number.isInteger(asked) && asked > 0 ? asked : bought),
    bought,
  );
  if (credits <= 0) {
    if (intent.status === "succeeded")
      console.error("org auto-recharge: a payment without the platform fee was not granted", intent.id);
    return false;
  }
  const granted = await grantOrgCredits({
    db: options.deps.db,
    region: options.region,
    orgId: options.orgId,
    credits,
    reference: connectPaymentReference(intent.id),
    featureKey: ORG_AUTO_RECHARGE_KIND,
    logMessage: `Automatic recharge (${credits} credits)`,
  });
  // the recharge is paid: the org is no longer held (a redelivery grants nothing and leaves a newer hold alone)
  if (granted) await clearOrgRechargeHold(options.deps, options.region, options.orgId);
  return granted;
}
