import type { Region } from "@parlo/db";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { connectPaymentReference, grantableCredits, grantOrgCredits, paymentCharge } from "./grant-org-credits";

/** The `kind` of a PaymentIntent buying an org credits (metadata), and the grants' reference. */
export const ORG_CREDITS_KIND = "org_credits";
/** PaymentIntent kinds whose success grants the org the credits in their metadata. */
export const ORG_CREDIT_PAYMENT_KINDS: ReadonlySet<string> = new Set([ORG_CREDITS_KIND]);

/**
 * A succeeded credit payment of an org (on its agency's account) adds the credits of its metadata
 * to the org, once per PaymentIntent whichever path sees it first (the paying request, the 3-D
 * Secure confirmation or the payment_intent.succeeded event). Answers whether this call granted.
 */
export async function grantOrgPayment(options: {
  deps: CoreDeps;
  region: Region;
  orgId: string;
  payment: Stripe.PaymentIntent;
}): Promise<boolean> {
  const { payment } = options;
  if (!ORG_CREDIT_PAYMENT_KINDS.has(payment.metadata.kind ?? "") || payment.metadata.orgId !== options.orgId)
    return false;
  // never more than the payment covers: the metadata alone cannot mint credits
  const credits = grantableCredits(paymentCharge(payment), Number(payment.metadata.credits ?? 0));
  if (credits <= 0) return false;
  return grantOrgCredits({
    db: options.deps.db,
    region: options.region,
    orgId: options.orgId,
    credits,
    reference: connectPaymentReference(payment.id),
    featureKey: payment.metadata.kind ?? ORG_CREDITS_KIND,
    logMessage: `Credits purchased (${credits})`,
  });
}
