import { agencyPricing } from "../agency-pricing";
import { grantOrgRechargePayment, ORG_AUTO_RECHARGE_KIND } from "../org-recharge-payment";
import type { ConnectEventCall } from "./connect-event";

/**
 * checkout.session.completed of an org's automatic recharge that the bank wanted confirmed (the
 * Checkout Session e-mailed by askOrgToConfirmRecharge): grants the credits once, under the same
 * reference as its PaymentIntent (`connect_pi:<id>`), and releases the org's claim. Any other
 * Checkout Session (metadata.kind not org_auto_recharge) is left to the other handlers; the
 * Connect registry's checkout.session.completed calls each of them.
 */
export async function onAutoRechargeCheckoutCompleted(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "checkout.session.completed") return;
  const session = call.event.data.object;
  if (session.metadata?.kind !== ORG_AUTO_RECHARGE_KIND || session.mode !== "payment") return;
  if (session.payment_status !== "paid") return;
  const orgId = session.metadata.orgId;
  const paymentIntentId =
    typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const accountId = call.agency.stripeAccountId;
  if (!orgId || !paymentIntentId || !accountId) return;
  // only an org of the agency whose account was paid
  const org = await call.deps.db.for(call.region).org.findUnique({ where: { id: orgId }, select: { ownerID: true } });
  if (!org || org.ownerID !== call.agency.userId) return;
  // the payment as Stripe has it now, never as the event's copy says
  const intent = await call.stripe.paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: accountId });
  await grantOrgRechargePayment({
    deps: call.deps,
    region: call.region,
    orgId,
    intent,
    pricing: agencyPricing(call.agency),
  });
}
