import { findEventOrg, idOf } from "../event-org";
import { grantOrgPayment } from "../org-credit-purchase";
import type { ConnectEventCall } from "./connect-event";

/**
 * payment_intent.succeeded on an agency's account: an org's credit payment (kind org_credits)
 * adds its credits, once whatever else saw it paid. The org must be a client org of this agency
 * and the payment its own customer's.
 */
export async function onPaymentIntentSucceeded(call: ConnectEventCall): Promise<void> {
  if (call.event.type !== "payment_intent.succeeded") return;
  const payment = call.event.data.object;
  const org = await findEventOrg({
    deps: call.deps,
    region: call.region,
    agency: call.agency,
    metadata: payment.metadata,
  });
  if (!org || !org.stripeCustomerId || idOf(payment.customer) !== org.stripeCustomerId) return;
  await grantOrgPayment({ deps: call.deps, region: call.region, orgId: org.id, payment });
}
